// The modal display: a native <dialog> in a shadow root, with scroll lock and focus return.
import type { CloseReason } from '../../contract/close-reasons.js';
import { rememberFocus } from './focus-return.js';
import type { HostTexts } from './host-texts.js';
import { applyModalStyles } from './modal-styles.js';
import { lockScroll } from './scroll-lock.js';
import type { Surface, SurfaceState } from './surface.js';

export type ModalSetup = {
  win: Window;
  texts: HostTexts;
  nonce: string | undefined;
  /** The widget's theme option: the dialog's own background and text follow it. */
  theme?: 'light' | 'dark' | 'auto';
  /** The user closed the dialog from the host side: its close button or Escape. */
  onDismiss(reason: Extract<CloseReason, 'user' | 'escape'>): void;
};

/** The attribute naming the modal's host element in the page. */
export const MODAL_HOST_ATTRIBUTE = 'data-ponte-modal';

export function modalSurface({ win, texts, nonce, theme = 'light', onDismiss }: ModalSetup): Surface {
  const doc = win.document;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attribute: string, value: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    element.setAttribute(attribute, value);
    return element;
  };
  const host = doc.createElement('div');
  host.setAttribute(MODAL_HOST_ATTRIBUTE, '');
  host.dataset.theme = theme;
  const root = host.attachShadow({ mode: 'open' });
  applyModalStyles(root, nonce);
  const dialog = make('dialog', 'dialog', 'aria-label', texts.dialog);
  const status = make('p', 'status', 'role', 'status');
  const close = make('button', 'close', 'aria-label', texts.close);
  close.type = 'button';
  close.textContent = '×';
  // The button after the status, so it is painted above it.
  dialog.append(status, close);
  root.append(dialog);
  // A script in <head> may create a handle before <body> exists.
  (doc.body ?? doc.documentElement).append(host);

  let frame: HTMLIFrameElement | undefined;
  let state: SurfaceState = 'loading';
  /** Set while shown: unlocks the page's scrolling and gives focus back. */
  let restore: (() => void) | undefined;

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
    status.textContent = live ? '' : state === 'failed' ? texts.failed : texts.loading;
    if (frame) frame.hidden = !live;
    if (restore) (live ? frame : close)?.focus();
  };
  render();

  const hide = () => {
    if (!restore) return;
    const put = restore;
    restore = undefined;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    put();
  };

  return {
    place(iframe) {
      frame = iframe;
      iframe.className = 'frame';
      render();
      dialog.append(iframe);
    },
    show() {
      if (restore) return;
      const returnFocus = rememberFocus(doc);
      const unlock = lockScroll(win);
      restore = () => {
        unlock();
        returnFocus();
      };
      // Without showModal (old engines, jsdom) the dialog still opens, only not as a modal.
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
        // Browsers imply it for a modal dialog; said outright for assistive tech that does not.
        dialog.setAttribute('aria-modal', 'true');
      } else dialog.setAttribute('open', '');
      render();
    },
    hide,
    setState(next) {
      state = next;
      render();
    },
    resize() {},
    destroy() {
      hide();
      host.remove();
    },
  };
}
