// Gives a shadow root the widget's styles as one shared constructed stylesheet (CSP-safe).
import bundledCss from 'virtual:ponte-css';
import { mirrorDevStyles } from './dev-styles.js';

let shared: CSSStyleSheet | null = null;
let users = 0;
let stopMirror: (() => void) | null = null;

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

function sheet(): CSSStyleSheet {
  if (shared) return shared;
  shared = new CSSStyleSheet();
  // The production build writes the CSS into `bundledCss`; in dev it is empty and the page's
  // <style> elements are mirrored instead (the build folds this branch away).
  if (bundledCss !== '') shared.replaceSync(bundledCss);
  return shared;
}

/**
 * Adopts the styles into `root` and answers the function that releases them. Where constructed
 * stylesheets do not exist (jsdom), nothing is adopted: tests look at roles, not styles.
 */
export function adoptStyles(root: ShadowRoot): () => void {
  if (!canAdopt(root)) return () => {};
  const styles = sheet();
  if (bundledCss === '' && users === 0) stopMirror = mirrorDevStyles(document.head, styles);
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
