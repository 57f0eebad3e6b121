// Body of a 429 answer, sent when an endpoint's per-minute request limit is exceeded.
import { z } from '../z.js';

export const RateLimitBody = z.object({
  message: z.string(),
  code: z.literal(429),
});
export type RateLimitBody = z.infer<typeof RateLimitBody>;

/** Retry-After is always this many seconds. */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;
