// Calls a host callback so that a throwing one cannot break the handle's own bookkeeping.
export function safeCall<A extends unknown[]>(callback: ((...args: A) => void) | undefined, ...args: A): void {
  if (typeof callback !== 'function') return;
  try {
    callback(...args);
  } catch (error) {
    // Reported as uncaught, so the page's error reporting still sees it.
    reportError(error);
  }
}
