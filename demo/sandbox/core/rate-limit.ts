// Per-minute request limits per endpoint group and client IP, exactly as the Limits table says.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Clock } from './clock.js';
import type { SandboxEnv } from './context.js';
import { Problem } from './problem.js';

const WINDOW_MS = 60_000;

/** The interface's limits. Endpoints sharing a group share one counter. */
export const RATE_LIMITS = {
  auth: 360,
  transactions: 360,
  investments: 360,
  investmentTransactions: 360,
  itemUpdates: 20,
} as const;
export type RateLimitGroup = keyof typeof RATE_LIMITS;

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, { start: number; count: number }>();
  return (group: RateLimitGroup): MiddlewareHandler<SandboxEnv> =>
    async (c, next) => {
      const limit = RATE_LIMITS[group];
      const key = `${group}|${clientIp(c)}`;
      const t = clock.now();
      let w = windows.get(key);
      if (!w || t - w.start >= WINDOW_MS) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > limit) {
        const reset = Math.max(1, Math.ceil((w.start + WINDOW_MS - t) / 1000));
        throw new Problem(429, `Too many requests: the limit is ${limit} per minute for this endpoint`, {
          headers: { 'RateLimit-Limit': String(limit), 'RateLimit-Reset': String(reset), 'Retry-After': '60' },
        });
      }
      await next();
    };
}
