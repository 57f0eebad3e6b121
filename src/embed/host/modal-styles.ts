// The modal's styles, given to its shadow root without a style attribute or an un-nonced <style>.
// Written minified: it ships as text. Its selectors are element names: the shadow root holds only
// the dialog, its status line, its close button and the iframe. The theme is the dialog's color-scheme
// (set by modal-surface.ts), which the dialog's system colours (the browser's own for <dialog>) follow;
// the close button keeps the browser's focus ring.
/** The modal's own styles, added to its shadow root for as long as it lives. */
export const MODAL_CSS =
  ':host{all:initial}[hidden]{display:none!important}' +
  // A card as tall as the widget's content (--c, from the frame), within the screen. Where the card
  // is taller (a phone's sheet, the 240 px floor), its background is the widget's, theme by theme.
  // Its top stays where a tall step would be centred and only its bottom edge follows the content
  // (rising only for a step too tall for the room below): centred, every resize moved what was under
  // the user's pointer (a result typed into view slid away from the tap meant for it).
  'dialog{margin-top:max(16px,min(50vh - 320px,100vh - 16px - var(--c)));width:min(480px,100vw - 32px);height:min(max(var(--c),240px),100vh - 32px);max-width:none;max-height:none;padding:0;border:0;border-radius:16px;overflow:hidden;font:16px/1.5 system-ui;box-shadow:0 24px 64px #0005;background:light-dark(#fff,#101217)}' +
  '@media(prefers-reduced-motion:no-preference){dialog{transition:height .2s}}' +
  '::backdrop{background:#0f172a99}' +
  'dialog:not([open]){display:block;position:fixed;inset:0;visibility:hidden}' +
  // The frame's page paints only its content: where the dialog is taller, its own colours show.
  'iframe{display:block;width:100%;height:100%;border:0;color-scheme:normal}' +
  'p{display:grid;place-items:center;height:100%;margin:0 56px;text-align:center}' +
  'button{position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;background:none;color:inherit;font:28px/1 system-ui;cursor:pointer}';

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
