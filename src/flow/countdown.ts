// Counts whole seconds down to an ISO instant, ticking on each second boundary.

export type CountdownOptions = {
  expiresAt: string;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  onTick: (secondsLeft: number) => void;
  /** Called once at zero (not when aborted). */
  onExpired?: () => void;
};

/** Seconds shown for a remaining time: 0.3 s left still reads "1". */
export const secondsLeftOf = (msLeft: number): number => Math.max(0, Math.ceil(msLeft / 1000));

export async function runCountdown({ expiresAt, now, sleep, signal, onTick, onExpired }: CountdownOptions): Promise<void> {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return;
  // The clock is read on every tick, so a late timer or a sleeping tab never drifts the count.
  for (;;) {
    if (signal.aborted) return;
    const msLeft = end - now();
    const seconds = secondsLeftOf(msLeft);
    onTick(seconds);
    if (seconds === 0) {
      onExpired?.();
      return;
    }
    try {
      await sleep(msLeft - (seconds - 1) * 1000, signal);
    } catch {
      return; // aborted
    }
  }
}
