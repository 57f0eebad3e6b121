// The build step that moves CSS assets into the element's chunk as a string literal.
import { describe, expect, it } from 'vitest';
import { CSS_PLACEHOLDER, inlineCss } from './inline-css-plugin.js';

type Bundle = Parameters<typeof inlineCss>[0];

describe('inlineCss', () => {
  it('removes every .css asset and writes their text into the chunk that holds the placeholder', () => {
    const bundle: Bundle = {
      'ponte.css': { type: 'asset', source: '.a{color:red}' },
      'lazy.css': { type: 'asset', source: new TextEncoder().encode('.b{content:"$&\\""}') },
      'ponte-connect.js': { type: 'chunk', code: `const s='${CSS_PLACEHOLDER}';adopt(s);` },
      'step.js': { type: 'chunk', code: 'export const x=1;' },
    };
    expect(inlineCss(bundle)).toEqual({ inlinedInto: ['ponte-connect.js'] });
    expect(Object.keys(bundle)).toEqual(['ponte-connect.js', 'step.js']);
    const main = bundle['ponte-connect.js'];
    if (main?.type !== 'chunk') throw new Error('not a chunk');
    const literal = /const s=(".*");adopt/.exec(main.code)?.[1] ?? '';
    expect(JSON.parse(literal)).toBe('.a{color:red}\n.b{content:"$&\\""}');
  });

  it('reports when no chunk holds the placeholder', () => {
    expect(inlineCss({ 'a.js': { type: 'chunk', code: 'x' } })).toEqual({ inlinedInto: [] });
  });

  it('drops the link a built page had to the CSS it no longer ships, and keeps other links', () => {
    const bundle: Bundle = {
      'assets/style-1a2b.css': { type: 'asset', source: '.a{}' },
      'index.html': {
        type: 'asset',
        source:
          '<html><head><link rel="stylesheet" crossorigin href="./assets/style-1a2b.css">\n<link rel="stylesheet" href="https://cdn.example/other.css"></head></html>',
      },
      'entry.js': { type: 'chunk', code: `const s='${CSS_PLACEHOLDER}';` },
    };
    inlineCss(bundle);
    const page = bundle['index.html'];
    if (page?.type !== 'asset') throw new Error('not an asset');
    expect(page.source).not.toContain('style-1a2b.css');
    expect(page.source).toContain('https://cdn.example/other.css');
  });
});
