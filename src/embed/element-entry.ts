// The `ponte/element` entry: loading it in a browser registers <ponte-connect> (on a server, nothing).
import { define } from './define';
import { resumingItemId as readResumingItemId } from './resume-store';

if (typeof customElements !== 'undefined') define();

export { define };
export { TAG_NAME } from './ponte-connect';
export type { PonteConnectElement } from './ponte-connect';
export type { PonteOptions } from './options';
export { DOM_EVENTS } from './dom-events';

/** The item awaiting its OAuth return after a same-window redirect, if any (see README). */
export function resumingItemId(): string | null {
  try {
    return readResumingItemId(window.sessionStorage);
  } catch {
    return null;
  }
}
