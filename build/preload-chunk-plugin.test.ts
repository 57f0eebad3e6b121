// The hosted page gains a modulepreload of the engine chunk and of what that chunk imports.
import { describe, expect, it } from 'vitest';
import { addModulePreloads } from './preload-chunk-plugin.js';

const page = (head: string) => ({ type: 'asset' as const, fileName: 'index.html', source: `<html>\n  <head>\n    ${head}\n  </head>\n</html>` });
const chunk = (fileName: string, name: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  name,
  imports,
  isEntry,
});

describe('addModulePreloads', () => {
  it('preloads the chunk and its imports, but not the entry the page already loads', () => {
    const bundle = {
      'index.html': page('<script type="module" src="./assets/index-1.js"></script>'),
      'assets/index-1.js': chunk('assets/index-1.js', 'index', [], true),
      'assets/engine-2.js': chunk('assets/engine-2.js', 'engine', ['assets/index-1.js', 'assets/zod-3.js']),
      'assets/zod-3.js': chunk('assets/zod-3.js', 'zod'),
    };
    expect(addModulePreloads(bundle, 'engine')).toEqual(['index.html']);
    const html = String(bundle['index.html'].source);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/engine-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/zod-3.js">');
    expect(html).not.toContain('modulepreload crossorigin href="./assets/index-1.js"');
    expect(html.indexOf('engine-2')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds nothing when there is no such chunk, or the page preloads it already', () => {
    const preloaded = {
      'index.html': page('<link rel="modulepreload" href="./assets/engine-2.js">'),
      'assets/engine-2.js': chunk('assets/engine-2.js', 'engine'),
    };
    expect(addModulePreloads(preloaded, 'engine')).toEqual([]);
    expect(addModulePreloads({ 'index.html': page('') }, 'engine')).toEqual([]);
  });
});
