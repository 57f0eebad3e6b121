// The hosted page's own rules, adopted as a constructed stylesheet: allowed under `style-src 'self'`,
// and no CSS file in the build. Imported as text (`?inline`): a plain stylesheet import would join the
// widget's shadow stylesheet instead (build/inline-css-plugin.ts).
import pageCss from './page.css?inline';
import { canAdopt } from '../embed/shadow-styles.js';

export function adoptPageStyles(document: Document): void {
  // Without constructed stylesheets the widget itself cannot be styled either; the page stays plain.
  if (!canAdopt(document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(pageCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
