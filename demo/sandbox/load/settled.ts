// The sandbox's resident memory once it has been idle: V8 keeps a loaded process's garbage until its memory reducer runs, some 30 s after the load stops.

export type Settled = { loaded: number; settled: number; afterSeconds: number };

/**
 * Reads `rss` every few seconds until it has fallen below the loaded figure and holds still, or
 * until `maxMs` have passed; answers the first reading and the last.
 */
export async function settledRss(rss: () => Promise<number>, { everyMs = 5000, maxMs = 90_000 } = {}): Promise<Settled> {
  const loaded = await rss();
  const started = Date.now();
  let previous = loaded;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const now = await rss();
    const afterSeconds = (Date.now() - started) / 1000;
    if ((now < loaded * 0.9 && Math.abs(now - previous) < 2) || Date.now() - started >= maxMs) return { loaded, settled: now, afterSeconds };
    previous = now;
  }
}
