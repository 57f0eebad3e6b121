// Notices when the OAuth popup closes: browsers give the opener no event for it, so it polls.

export const POPUP_CHECK_MS = 500;

export async function watchPopup(
  popup: { closed: boolean },
  { sleep, signal, onClosed }: { sleep: (ms: number, signal?: AbortSignal) => Promise<void>; signal: AbortSignal; onClosed: () => void },
): Promise<void> {
  while (!popup.closed) {
    try {
      await sleep(POPUP_CHECK_MS, signal);
    } catch {
      return; // aborted
    }
    if (signal.aborted) return;
  }
  onClosed();
}
