// Vite plugin: built pages leave without comments and indentation. The hosted page's HTML is part of
// the widget's first screen; its comments are for whoever reads the source, not for the wire.
import type { Plugin } from 'vite';

/** An attribute value HTML reads the same without its quotes. */
const UNQUOTED_VALUE = /="([^\s"'=<>`]+)"/g;

/**
 * Drops comments, the whitespace between tags, void tags' closing slashes and the quotes a value
 * does not need; text and attribute values are left as they are.
 */
export function minifyHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/<[^>]+>/g, (tag) => tag.replace(/\s*\/>$/, '>').replace(UNQUOTED_VALUE, '=$1'))
    .trim();
}

export function minifyHtmlPlugin(): Plugin {
  return {
    name: 'ponte-minify-html',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After the preload links are added (preload-chunk-plugin), so they are minified too.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string') file.source = minifyHtml(file.source);
        }
      },
    },
  };
}
