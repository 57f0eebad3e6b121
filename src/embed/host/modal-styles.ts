// The modal's styles, given to its shadow root without a style attribute or an un-nonced <style>.
const CSS = `
:host { all: initial; }
[hidden] { display: none !important; }
.dialog {
  box-sizing: border-box;
  width: min(480px, calc(100vw - 32px));
  height: min(720px, calc(100vh - 32px));
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  border-radius: 16px;
  overflow: hidden;
  background: #ffffff;
  color: #1f2328;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.3);
}
.dialog::backdrop { background: rgba(15, 23, 42, 0.6); }
.frame { display: block; width: 100%; height: 100%; border: 0; }
.status {
  box-sizing: border-box;
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 64px 32px;
  text-align: center;
}
.close {
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
}
.close:hover { background: rgba(0, 0, 0, 0.06); }
.close:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
/* The frame around the widget matches the widget's own theme option (auto: the system's). */
:host([data-theme="dark"]) .dialog { background: #0d1117; color: #e6edf3; }
:host([data-theme="dark"]) .close:hover { background: rgba(255, 255, 255, 0.1); }
:host([data-theme="dark"]) .close:focus-visible { outline-color: #6ea8fe; }
@media (prefers-color-scheme: dark) {
  :host([data-theme="auto"]) .dialog { background: #0d1117; color: #e6edf3; }
  :host([data-theme="auto"]) .close:hover { background: rgba(255, 255, 255, 0.1); }
  :host([data-theme="auto"]) .close:focus-visible { outline-color: #6ea8fe; }
}
@media (max-width: 499.98px) {
  .dialog { width: 100%; height: 100%; margin: 0; border-radius: 0; }
}
`;

const canAdopt = (root: ShadowRoot): boolean =>
  'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/** A constructed stylesheet where the browser has them (no CSP applies); else a <style> with the host's nonce. */
export function applyModalStyles(root: ShadowRoot, nonce: string | undefined): void {
  if (canAdopt(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = CSS;
  root.append(style);
}
