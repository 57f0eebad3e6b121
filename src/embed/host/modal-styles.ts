// The modal's styles, given to its shadow root without a style attribute or an un-nonced <style>.
// Written minified: it ships as text. Its selectors are element names: the shadow root holds only
// the dialog, its status line, its close button and the iframe. The theme is a color-scheme (auto:
// the system's), which the dialog's system colours (the browser's own for <dialog>) follow; the
// close button keeps the browser's focus ring.
const CSS =
  ':host{all:initial}:host([data-theme=dark]){color-scheme:dark}:host([data-theme=auto]){color-scheme:light dark}[hidden]{display:none!important}' +
  'dialog{width:min(480px,100vw - 32px);height:min(720px,100vh - 32px);max-width:none;max-height:none;padding:0;border:0;border-radius:16px;overflow:hidden;font:16px/1.5 system-ui;box-shadow:0 24px 64px #0005}' +
  '::backdrop{background:#0f172a99}' +
  'dialog:not([open]){display:block;position:fixed;inset:0;visibility:hidden}' +
  'iframe{display:block;width:100%;height:100%;border:0}' +
  'p{display:grid;place-items:center;height:100%;margin:0 56px;text-align:center}' +
  'button{position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:50%;background:none;color:inherit;font:28px/1 system-ui;cursor:pointer}' +
  'button:hover{background:#8882}' +
  '@media(max-width:499px){dialog{width:100%;height:100%;margin:0;border-radius:0}}';

/**
 * Adds a stylesheet to the root: a constructed one where the browser has them (no CSP applies), else
 * a <style> with the host's nonce. Answers the function that takes it away again.
 */
export function addSheet(root: Document | ShadowRoot, css: string, nonce: string | undefined): () => void {
  // Engines came to adopted and to constructed stylesheets in the same release (Safari 16.4, Firefox 101).
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((other) => other !== sheet);
    };
  }
  const style = document.createElement('style');
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = css;
  ('head' in root ? root.head : root).append(style);
  return () => style.remove();
}

/** The modal's own styles, in its shadow root for as long as it lives. */
export const applyModalStyles = (root: ShadowRoot, nonce: string | undefined) => addSheet(root, CSS, nonce);
