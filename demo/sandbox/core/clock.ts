// The sandbox's one clock: every read of the time and every piece of scheduled work goes through it.
//
// It runs on real time plus an offset, so a merchant's tests can move it forward (token expiry,
// input time-outs, a day until the next auto-sync) and see at once what that much time would do.

export type Clock = {
  /** Milliseconds since the epoch, as the sandbox sees them. */
  now(): number;
  /** Runs `fn` once `ms` have passed on this clock; the answer cancels it. */
  after(ms: number, fn: () => void): () => void;
  /** Moves the clock `ms` forward, running in time order all the work that falls due; answers the new time. */
  advance(ms: number): number;
  /** Drops all scheduled work, so a closed sandbox leaves nothing behind. */
  cancelAll(): void;
};

export type ClockOptions = {
  /** Where the clock starts; real time when not given. */
  startAt?: number;
  /**
   * A frozen clock moves only when advanced, and its work runs only then: for tests that compare
   * times to the millisecond.
   */
  frozen?: boolean;
};

type Task = { due: number; order: number; fn: () => void; timer?: ReturnType<typeof setTimeout> };

/** setTimeout fires at once past this delay (about 24.8 days), so longer waits are taken in laps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function createClock({ startAt, frozen = false }: ClockOptions = {}): Clock {
  const base = frozen ? () => 0 : Date.now;
  let offset = (startAt ?? Date.now()) - base();
  let order = 0;
  const pending = new Set<Task>();

  const now = () => base() + offset;

  const run = (task: Task) => {
    pending.delete(task);
    clearTimeout(task.timer);
    task.fn();
  };

  // A real timer wakes each task when its time comes without anyone advancing the clock.
  const arm = (task: Task) => {
    clearTimeout(task.timer);
    if (frozen) return;
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, task.due - now()));
    task.timer = setTimeout(() => (task.due <= now() ? run(task) : arm(task)), wait);
  };

  const earliestDue = (until: number): Task | undefined => {
    let first: Task | undefined;
    for (const task of pending) {
      if (task.due > until) continue;
      if (!first || task.due < first.due || (task.due === first.due && task.order < first.order)) first = task;
    }
    return first;
  };

  return {
    now,
    after(ms, fn) {
      const task: Task = { due: now() + ms, order: order++, fn };
      pending.add(task);
      arm(task);
      return () => {
        pending.delete(task);
        clearTimeout(task.timer);
      };
    },
    advance(ms) {
      const target = now() + ms;
      try {
        // One task at a time, with the clock at its due time, so the work it schedules in turn
        // is timed from then and runs too when it falls within the jump.
        for (let task = earliestDue(target); task; task = earliestDue(target)) {
          offset = Math.max(offset, task.due - base());
          run(task);
        }
      } finally {
        offset = Math.max(offset, target - base());
        for (const task of pending) arm(task);
      }
      return now();
    },
    cancelAll() {
      for (const task of pending) clearTimeout(task.timer);
      pending.clear();
    },
  };
}
