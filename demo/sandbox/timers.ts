// Scheduled work (sync steps, input time-outs), tracked so closing the sandbox stops all of it.
export type Timers = {
  after(ms: number, fn: () => void): () => void;
  cancelAll(): void;
};

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms, fn) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        fn();
      }, ms);
      pending.add(handle);
      return () => {
        clearTimeout(handle);
        pending.delete(handle);
      };
    },
    cancelAll() {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
  };
}
