// The modal's bare elements: a page element whose shadow root holds a closed <dialog>. The loader
// makes them with the iframe inside before the runtime is in; the modal surface dresses them.

/** The attribute naming the modal's host element in the page. */
export const MODAL_HOST_ATTRIBUTE = 'data-ponte-modal';

/** Adds the host element to the page and answers its <dialog>: closed, so not displayed, and unstyled. */
export function modalShell(doc: Document): HTMLDialogElement {
  const host = doc.createElement('div');
  // MODAL_HOST_ATTRIBUTE, written the short way: this ships in the loader.
  host.dataset.ponteModal = '';
  const dialog = doc.createElement('dialog');
  host.attachShadow({ mode: 'open' }).append(dialog);
  // A script in <head> may create a handle before <body> exists.
  (doc.body ?? doc.documentElement).append(host);
  return dialog;
}
