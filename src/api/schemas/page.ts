// The paginated envelope every list endpoint answers with.
import { z } from '../z.js';

export const pageOf = <T extends z.core.SomeType>(item: T) =>
  z.object({
    page: z.number(),
    total: z.number(),
    totalPages: z.number(),
    results: z.array(item),
  });

export type Page<T> = { page: number; total: number; totalPages: number; results: T[] };
