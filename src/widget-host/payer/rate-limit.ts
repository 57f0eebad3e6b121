// Counts requests per key in fixed one-minute windows, answering how long to wait once a key has used its share.

export type RateLimit = {
  /** Counts one request for `key`: null when it may go on, else the whole seconds until it may try again. */
  take(key: string): number | null;
};

const WINDOW_MS = 60_000;
/** Past this many keys, windows that have ended are dropped, so a flood of addresses cannot grow memory for ever. */
const SWEEP_AT = 10_000;

export function rateLimit(perMinute: number, now: () => number = Date.now): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= WINDOW_MS) windows.delete(key);
  };
  return {
    take(key) {
      const at = now();
      if (windows.size >= SWEEP_AT) sweep(at);
      const window = windows.get(key);
      if (window === undefined || at - window.start >= WINDOW_MS) {
        windows.set(key, { start: at, count: 1 });
        return perMinute >= 1 ? null : Math.ceil(WINDOW_MS / 1000);
      }
      if (window.count >= perMinute) return Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
      window.count += 1;
      return null;
    },
  };
}
