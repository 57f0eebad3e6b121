// Locks page scrolling while the modal is open, by a stylesheet of its own that goes when it unlocks:
// the page's own inline styles are never touched, so they are exactly what they were.
import { addSheet } from './modal-styles.js';

/** Returns the function that unlocks; the page's scroll position comes back too. */
export function lockScroll(nonce?: string): () => void {
  const { documentElement, body } = document;
  const x = scrollX;
  const y = scrollY;
  // The page scrolls on <html> unless the page itself made <body> the scroller (html overflow not
  // visible). Locking <body> otherwise would stop its margin collapsing and shift the page.
  const overflows = (element: HTMLElement, values: RegExp) => values.test(getComputedStyle(element).overflowY);
  const bodyScrolls = body && overflows(body, /auto|scroll/) && overflows(documentElement, /hidden|clip|auto|scroll/);
  // Important, so a page stylesheet's `overflow: auto !important` does not win. A page showing a
  // classic scrollbar keeps its gutter, so nothing behind the modal slides sideways.
  const unlock = addSheet(
    document,
    `:root${bodyScrolls ? ',body' : ''}{overflow:hidden!important${innerWidth > documentElement.clientWidth ? ';scrollbar-gutter:stable' : ''}}`,
    nonce,
  );
  return () => {
    unlock();
    // Where the page did not move, the browser makes this nothing.
    scrollTo(x, y);
  };
}
