// Vite plugin: moves the built CSS into the element's JS, so the element adopts it as a
// constructed stylesheet and the host page gets no <link>, <style> or style attribute (strict CSP).
import type { Plugin } from 'vite';

export const CSS_MODULE_ID = 'virtual:ponte-css';
const RESOLVED_ID = `\0${CSS_MODULE_ID}`;
/** Stands for the CSS in the built chunk until the CSS exists (it is emitted after the JS). */
export const CSS_PLACEHOLDER = '__PONTE_BUNDLED_CSS__';
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${CSS_PLACEHOLDER}\\1`, 'g');

type OutputFile = { type: 'asset'; source: string | Uint8Array } | { type: 'chunk'; code: string };

/** Takes every .css asset out of the bundle and writes its text where the placeholder stands. */
export function inlineCss(bundle: Record<string, OutputFile>): { inlinedInto: string[] } {
  const decoder = new TextDecoder();
  const cssFiles = Object.keys(bundle).filter((name) => name.endsWith('.css'));
  const css = cssFiles
    .map((name) => {
      const file = bundle[name];
      if (file === undefined) return '';
      return file.type === 'asset' ? (typeof file.source === 'string' ? file.source : decoder.decode(file.source)) : '';
    })
    .join('\n');
  for (const name of cssFiles) delete bundle[name];
  // A page built with the widget (the hosted frame) would still link the CSS file it no longer has.
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || typeof file.source !== 'string' || !/<html/i.test(file.source)) continue;
    file.source = file.source.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi, (link) =>
      cssFiles.some((name) => link.includes(name)) ? '' : link,
    );
  }
  const inlinedInto: string[] = [];
  for (const [name, file] of Object.entries(bundle)) {
    if (file.type !== 'chunk' || !file.code.includes(CSS_PLACEHOLDER)) continue;
    // A function replacement: `$` sequences in the CSS must stay literal.
    file.code = file.code.replace(PLACEHOLDER_LITERAL, () => JSON.stringify(css));
    inlinedInto.push(name);
  }
  return { inlinedInto };
}

export function inlineCssPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'ponte-inline-css',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === CSS_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // In dev the styles come from the <style> elements Vite adds to the page (see dev-styles).
      return `export default ${JSON.stringify(isBuild ? CSS_PLACEHOLDER : '')};`;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { inlinedInto } = inlineCss(bundle);
        if (inlinedInto.length === 0) this.error(`no chunk imports ${CSS_MODULE_ID}: the element would have no styles`);
      },
    },
  };
}
