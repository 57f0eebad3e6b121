// The flow's abortable wait, also cut short when the element's session ends (disconnect).
export function sessionSleep(session: AbortSignal) {
  return (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      const signals = signal ? [session, signal] : [session];
      const aborted = signals.find((s) => s.aborted);
      if (aborted) return reject(aborted.reason);
      // Listeners go as soon as the wait ends, so long polling does not pile them up.
      const cleanup = () => {
        clearTimeout(timer);
        for (const s of signals) s.removeEventListener('abort', onAbort);
      };
      const onAbort = (event: Event) => {
        cleanup();
        reject(event.target instanceof AbortSignal ? event.target.reason : undefined);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve();
      }, ms);
      for (const s of signals) s.addEventListener('abort', onAbort);
    });
}
