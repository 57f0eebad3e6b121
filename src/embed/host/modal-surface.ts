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
  const host = doc.createElement('div');
  host.setAttribute(MODAL_HOST_ATTRIBUTE, '');
  host.dataset.theme = theme;
  const root = host.attachShadow({ mode: 'open' });
  applyModalStyles(root, nonce);

  const dialog = doc.createElement('dialog');
  dialog.className = 'dialog';
  dialog.setAttribute('aria-label', texts.dialog);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.setAttribute('aria-label', texts.close);
  close.textContent = '×';
  const status = doc.createElement('p');
  status.className = 'status';
  status.setAttribute('role', 'status');
  // The button after the status, so it is painted above it.
  dialog.append(status, close);
  root.append(dialog);
  // A script in <head> may create a handle before <body> exists.
  (doc.body ?? doc.documentElement).append(host);

  let frame: HTMLIFrameElement | null = null;
  let state: SurfaceState = 'loading';
  let showing = false;
  let unlockScroll: (() => void) | null = null;
  let returnFocus: (() => void) | null = null;

  const focusInside = () => {
    if (state === 'live') frame?.focus();
    else close.focus();
  };

  const onClick = () => onDismiss('user');
  const onCancel = (event: Event) => {
    // The handle closes the dialog itself, so onClose sees Escape like every other path.
    event.preventDefault();
    onDismiss('escape');
  };
  // Browsers may close a modal dialog without a cancelable cancel (Escape pressed twice quickly).
  const onClosed = () => {
    if (showing && !dialog.open) onDismiss('escape');
  };
  close.addEventListener('click', onClick);
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClosed);

  const render = () => {
    const live = state === 'live';
    close.hidden = live;
    status.hidden = live;
    status.textContent = state === 'failed' ? texts.failed : live ? '' : texts.loading;
    if (frame) frame.hidden = !live;
  };
  render();

  function hide(): void {
    if (!showing) return;
    showing = false;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    unlockScroll?.();
    unlockScroll = null;
    returnFocus?.();
    returnFocus = null;
  }

  return {
    place(iframe) {
      frame = iframe;
      iframe.className = 'frame';
      render();
      dialog.append(iframe);
    },
    show() {
      if (showing) return;
      showing = true;
      returnFocus = rememberFocus(doc);
      unlockScroll = lockScroll(win);
      // Without showModal (old engines, jsdom) the dialog still opens, only not as a modal.
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
        // Browsers imply it for a modal dialog; said outright for assistive tech that does not.
        dialog.setAttribute('aria-modal', 'true');
      } else dialog.setAttribute('open', '');
      focusInside();
    },
    hide,
    setState(next) {
      if (next === state) return;
      state = next;
      render();
      // The close button that had focus may just have been hidden: focus follows into the frame.
      if (showing) focusInside();
    },
    resize() {},
    destroy() {
      hide();
      close.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      host.remove();
      frame = null;
    },
  };
}
