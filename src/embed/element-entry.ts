// The `ponte/element` entry: loading it in a browser registers <ponte-connect> (on a server, nothing).
import { define } from './define.js';
import { resumingItemId as readResumingItemId } from './resume-store.js';

if (typeof customElements !== 'undefined') define();

export { define };
export { TAG_NAME } from './ponte-connect.js';
export type { PonteConnectElement } from './ponte-connect.js';
export type { PonteOptions } from './options.js';
export { DOM_EVENTS } from './dom-events.js';

/** The item awaiting its OAuth return after a same-window redirect, if any (see README). */
export function resumingItemId(): string | null {
  // Read inside the store's try: on a server there is no window, and storage may be blocked.
  return readResumingItemId(() => window.sessionStorage);
}
