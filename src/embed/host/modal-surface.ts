// The modal display: a native <dialog> in a shadow root, with scroll lock; closing it, the browser
// gives focus back to what had it before it opened.
import type { CloseReason } from '../../contract/close-reasons.js';
import type { HostTexts } from './host-texts.js';
import { modalShell } from './modal-shell.js';
import { addSheet, MODAL_CSS } from './modal-styles.js';
import { lockScroll } from './scroll-lock.js';
import type { Surface, SurfaceState } from './surface.js';

export type ModalSetup = {
  /** Put in the dialog, where a preloaded one already is: never moved afterwards (moving would reload it). */
  iframe: HTMLIFrameElement;
  texts: HostTexts;
  nonce: string | undefined;
  /** The widget's theme option: the dialog's own background and text follow it. */
  theme?: 'light' | 'dark' | 'auto';
  /** The user closed the dialog from the host side: its close button or Escape. */
  onDismiss(reason: Extract<CloseReason, 'user' | 'escape'>): void;
  /** The loader's closed dialog, the iframe already in it: dressed where it is. Made here when absent. */
  dialog?: HTMLDialogElement | undefined;
};

export { MODAL_HOST_ATTRIBUTE } from './modal-shell.js';

export function modalSurface({ iframe, texts, nonce, theme = 'light', onDismiss, dialog = modalShell(document) }: ModalSetup): Surface {
  const root = dialog.parentNode as ShadowRoot;
  const host = root.host as HTMLElement;
  const [name, loading, failed, closeLabel] = texts;
  addSheet(root, MODAL_CSS, nonce);
  dialog.setAttribute('aria-label', name);
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const close = document.createElement('button');
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  // Before a preloaded iframe, which stays where it is; the button after the status, so it is painted above it.
  dialog.prepend(status, close);
  if (iframe.parentNode !== dialog) dialog.append(iframe);

  let state: SurfaceState = 'loading';
  /** Set while shown: unlocks the page's scrolling. */
  let restore: (() => void) | undefined;
  /** The widget's content height, from the frame; a guess until it says. */
  let content = 560;
  /**
   * Follows the visual viewport while shown (pinch zoom, the keyboard, the toolbars), or stops. Every
   * browser this runs in has one (Safari 13, Chrome 61, Firefox 91); it is read only once shown.
   */
  const follow = (how: 'addEventListener' | 'removeEventListener') => {
    for (const type of ['resize', 'scroll']) (visualViewport as VisualViewport)[how](type, place);
  };

  /**
   * A phone gets a sheet on the visual viewport, not on the layout viewport a page wider than the
   * screen widens: where the page is zoomed out (to fit its overflow), the sheet is drawn at the
   * screen's own size and scaled back, so its text stays as legible as anywhere.
   */
  const place = () => {
    const { width, height, scale, offsetLeft, offsetTop } = visualViewport as VisualViewport;
    // Through the CSSOM, which a CSP without 'unsafe-inline' allows: the theme's colour scheme (auto
    // follows the system's), the content height, and the sheet's whole style (the stylesheet's dialog
    // is the card), its padding the screen's safe areas.
    dialog.style.cssText = `color-scheme:${theme === 'auto' ? 'light dark' : theme};--c:${content}px${
      width * scale < 500
        ? `;margin:0;border-radius:0;transform-origin:0 0;box-sizing:border-box;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);left:${offsetLeft}px;top:${offsetTop}px;width:${width * scale}px;height:${height * scale}px;transform:scale(${1 / scale})`
        : ''
    }`;
  };

  // The node listeners go with the nodes on destroy; a `close` event that comes after finds it hidden.
  close.onclick = () => onDismiss('user');
  dialog.oncancel = (event) => {
    // The handle closes the dialog itself, so onClose sees Escape like every other path.
    event.preventDefault();
    onDismiss('escape');
  };
  // Browsers may close a modal dialog without a cancelable cancel (Escape pressed twice quickly).
  dialog.onclose = () => {
    if (restore && !dialog.open) onDismiss('escape');
  };

  /** Shows the state; while shown, focus follows into the frame or onto the close button. */
  const render = () => {
    const live = state === 'live';
    close.hidden = status.hidden = live;
    status.textContent = state === 'failed' ? failed : loading;
    iframe.hidden = !live;
    if (restore) (live ? iframe : close).focus();
  };
  render();

  return {
    // The handle shows and hides in turn, and hides before it destroys.
    show() {
      restore = lockScroll(nonce);
      place();
      follow('addEventListener');
      // Every engine this script runs in (ES2022: Object.hasOwn, so Safari 15.4 and later) has modal dialogs.
      dialog.showModal();
      render();
    },
    hide() {
      const put = restore;
      restore = undefined;
      follow('removeEventListener');
      dialog.close();
      put?.();
    },
    resize(height) {
      content = height;
      place();
    },
    setState(next) {
      state = next;
      render();
    },
    destroy() {
      host.remove();
    },
  };
}
