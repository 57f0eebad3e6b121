// Gives a shadow root the widget's styles as one shared constructed stylesheet (CSP-safe), which
// grows as lazy chunks bring their CSS.
import bundled from 'virtual:ponte-css';
import { mirrorDevStyles } from './dev-styles.js';

/** Every chunk's CSS so far, in the order the chunks ran: later chunks' rules come after. */
const registered: string[] = [];
let shared: CSSStyleSheet | null = null;
let applied = 0;
let flushQueued = false;
let users = 0;
let stopMirror: (() => void) | null = null;

/** Whether the root (or document) can adopt constructed stylesheets: not in jsdom, nor in engines without them. */
export const canAdopt = (root: DocumentOrShadowRoot) =>
  'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

function flush(): void {
  flushQueued = false;
  if (!shared || applied === registered.length) return;
  applied = registered.length;
  shared.replaceSync(registered.join('\n'));
}

/**
 * Called by the build, once per stylesheet, when the chunk holding it runs (see
 * build/inline-css-plugin.ts); in dev nothing calls it. Roots share one sheet, so a lazy chunk's
 * rules reach every root already showing the widget, and every root that adopts later.
 */
export function addStyles(css: string): void {
  registered.push(css);
  // A chunk registers its stylesheets one after another as it runs: parse them once, together.
  if (shared && !flushQueued) {
    flushQueued = true;
    queueMicrotask(flush);
  }
}

function sheet(): CSSStyleSheet {
  shared ??= new CSSStyleSheet();
  flush();
  return shared;
}

/**
 * Adopts the styles into `root` and answers the function that releases them. Where constructed
 * stylesheets do not exist (jsdom), nothing is adopted: tests look at roles, not styles.
 */
export function adoptStyles(root: ShadowRoot): () => void {
  if (!canAdopt(root)) return () => {};
  const styles = sheet();
  // The build folds this branch away: there, the CSS comes through addStyles.
  if (!bundled && users === 0) stopMirror = mirrorDevStyles(document.head, styles);
  users += 1;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => s !== styles), styles];
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== styles);
    users -= 1;
    if (users === 0) {
      stopMirror?.();
      stopMirror = null;
    }
  };
}
