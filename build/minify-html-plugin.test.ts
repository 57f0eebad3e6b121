import { describe, expect, it } from 'vitest';
import { minifyHtml } from './minify-html-plugin.js';

describe('minifyHtml', () => {
  it('drops comments, the whitespace between tags, closing slashes and needless quotes, keeping text and attribute values', () => {
    const page = `<!doctype html>
<!-- a note -->
<html lang="pt">
  <head>
    <meta charset="utf-8" />
    <script type="module" crossorigin src="./assets/first-B5pH_k-l.js"></script>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'; object-src 'none'" />
    <!-- another,
         on two lines -->
    <title>ponte  widget "a=b" />x</title>
  </head>
  <body></body>
</html>
`;
    expect(minifyHtml(page)).toBe(
      `<!doctype html><html lang=pt><head><meta charset=utf-8><script type=module crossorigin src=./assets/first-B5pH_k-l.js></script><meta http-equiv=Content-Security-Policy content="script-src 'self'; object-src 'none'"><title>ponte  widget "a=b" />x</title></head><body></body></html>`,
    );
  });
});
