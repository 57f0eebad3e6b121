// What the flow needs from the page it runs in: popups, the same-window redirect, the resume
// state in sessionStorage, the page's visibility. One set per session; the popup it opened is
// what OAuth results are believed from.
import type { FlowDeps, PageVisibility } from '../../flow/types.js';
import { isHttpUrl } from '../http-url.js';
import { createResumeStore, returnUrlOf } from '../resume-store.js';

const POPUP_NAME = 'ponte-oauth';
const POPUP_FEATURES = 'popup,width=480,height=720';

// sessionStorage itself can throw (storage blocked for the page): it is reached inside each use's try.
export const sessionStore = () => window.sessionStorage;

/** The part of a document its visibility is read from. */
export type VisibilitySource = EventTarget & { readonly visibilityState: DocumentVisibilityState };
/** The part of a window its network's state is read from. */
export type NetworkSource = { readonly navigator: { readonly onLine: boolean } };

/**
 * A framed page reports its top page's visibility, so this holds in the widget's iframe as on
 * the host's own page. Each wait's listener goes when it ends, shown or aborted: a session
 * polls many times, and a listener left per poll would outlive it.
 */
export function pageVisibility(page: VisibilitySource, net: NetworkSource): PageVisibility {
  const hidden = () => page.visibilityState === 'hidden';
  return {
    hidden,
    offline: () => !net.navigator.onLine,
    whenVisible: (signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        if (!hidden()) return resolve();
        const stop = () => {
          page.removeEventListener('visibilitychange', changed);
          signal.removeEventListener('abort', aborted);
        };
        const changed = () => {
          if (hidden()) return;
          stop();
          resolve();
        };
        const aborted = () => {
          stop();
          reject(signal.reason);
        };
        page.addEventListener('visibilitychange', changed);
        signal.addEventListener('abort', aborted, { once: true });
      }),
  };
}

export type BrowserDeps = Pick<FlowDeps, 'openWindow' | 'redirect' | 'resumeStore' | 'visibility'> & {
  /** The popup this session opened last, if any. */
  popup(): Window | null;
};

export function browserDeps(inFrame: boolean): BrowserDeps {
  let popup: Window | null = null;
  return {
    popup: () => popup,
    openWindow: (url) => {
      // A javascript: or data: address from the network would run in this page's origin.
      popup = isHttpUrl(url) ? window.open(url, POPUP_NAME, POPUP_FEATURES) : null;
      return popup;
    },
    // In another site's iframe the widget must not navigate itself: the view offers a new tab.
    redirect: inFrame
      ? undefined
      : (url) => {
          if (isHttpUrl(url)) window.location.assign(url);
        },
    resumeStore: createResumeStore(sessionStore, () => returnUrlOf(window.location)),
    visibility: pageVisibility(document, window),
  };
}
