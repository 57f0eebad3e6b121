// The paginated envelope every list endpoint answers with. Kept whole: its four numbers cost the engine
// almost nothing, and the sandbox's tests parse whole pages with it.
import { z } from '../z.js';

export const pageOf = <T extends z.core.SomeType>(item: T) =>
  z.object({
    page: z.number(),
    total: z.number(),
    totalPages: z.number(),
    results: z.array(item),
  });

export type Page<T> = { page: number; total: number; totalPages: number; results: T[] };
