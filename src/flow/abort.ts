// An AbortController that also aborts when a parent signal does.

export function childController(parent: AbortSignal): AbortController {
  const child = new AbortController();
  if (parent.aborted) {
    child.abort(parent.reason);
    return child;
  }
  const onAbort = () => child.abort(parent.reason);
  parent.addEventListener('abort', onAbort, { once: true });
  // Once the child is done, the parent need not keep it alive.
  child.signal.addEventListener('abort', () => parent.removeEventListener('abort', onAbort), { once: true });
  return child;
}
