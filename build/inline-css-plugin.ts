// Vite plugin: each stylesheet a module imports becomes a small module that hands its text (Vite's
// `?inline`) to the widget's style registry, so every chunk carries the CSS of its own modules and adds
// it when it runs. The build writes no CSS file: the host page gets no <link>, <style> or style
// attribute (strict CSP).
import type { Plugin } from 'vite';

const CSS_MODULE_ID = 'virtual:ponte-css';
const RESOLVED_ID = `\0${CSS_MODULE_ID}`;
/** Stands for an imported stylesheet: a module that registers the stylesheet's text. */
const REGISTERING_PREFIX = '\0ponte-css:';
/** Its id names no CSS file, or the CSS and vanilla-extract plugins would take it for one. */
const registeringId = (stylesheetId: string) => `${REGISTERING_PREFIX}${stylesheetId.replace(/[.?&]/g, '_')}`;

const CSS_FILE = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)$/;

/** A stylesheet imported for its rules (`import './x.css'`, what vanilla-extract emits), not for its text or URL. */
function isStylesheetImport(source: string, importer: string | undefined): boolean {
  if (importer === undefined || source.includes('?') || !CSS_FILE.test(source)) return false;
  // A stylesheet's own @import is the CSS pipeline's; a page's <link> stays the page's.
  const from = importer.split('?')[0] ?? '';
  return !CSS_FILE.test(from) && !from.endsWith('.html');
}

/**
 * The module that stands for a stylesheet: Vite's `?inline` gives its minified text, with no CSS
 * file emitted, and `registry` (a module exporting `addStyles(css: string)`) gets it on evaluation.
 * One module per stylesheet, so a stylesheet imported twice registers once, in import order.
 */
function registeringModule(stylesheetId: string, registry: string): string {
  const inline = `${stylesheetId}${stylesheetId.includes('?') ? '&' : '?'}inline`;
  return [`import css from ${JSON.stringify(inline)};`, `import { addStyles } from ${JSON.stringify(registry)};`, 'addStyles(css);'].join('\n');
}

type OutputFile = { type: 'asset'; fileName: string } | { type: 'chunk'; fileName: string };

/** CSS files left in a bundle: each would need a <link> the strict CSP and the element cannot have. */
const strayCssFiles = (bundle: Record<string, OutputFile>): string[] =>
  Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => file.fileName);

/** `registry`: the module that exports `addStyles(css: string)`, which the widget's shadow roots adopt from. */
export function inlineCssPlugin(registry: string): Plugin {
  let isBuild = false;
  const stylesheets = new Map<string, string>();
  return {
    name: 'ponte-inline-css',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: {
      // Before Vite's own resolution, which would make the stylesheet a CSS file of the chunk.
      order: 'pre',
      async handler(source, importer, options) {
        if (source === CSS_MODULE_ID) return RESOLVED_ID;
        // In dev the styles come from the <style> elements Vite adds to the page (see dev-styles).
        if (!isBuild || !isStylesheetImport(source, importer)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const id = registeringId(resolved.id);
        stylesheets.set(id, resolved.id);
        return id;
      },
    },
    load(id) {
      // Tells the registry whether the build hands it the CSS or dev's <style> elements are mirrored.
      if (id === RESOLVED_ID) return `export default ${isBuild};`;
      const stylesheet = stylesheets.get(id);
      return stylesheet === undefined ? null : { code: registeringModule(stylesheet, registry), moduleSideEffects: true };
    },
    generateBundle(_options, bundle) {
      const stray = strayCssFiles(bundle);
      if (stray.length > 0)
        this.error(`${stray.join(', ')}: the build ships no CSS file (strict CSP); import stylesheets from modules, or with ?inline`);
    },
  };
}
