import { describe, expect, it } from 'vitest';
import { minifyHtml } from './minify-html-plugin.js';

describe('minifyHtml', () => {
  it('drops comments and the whitespace between tags, keeping text and attributes', () => {
    const page = `<!doctype html>
<!-- a note -->
<html lang="pt">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'; object-src 'none'" />
    <!-- another,
         on two lines -->
    <title>ponte  widget</title>
  </head>
  <body></body>
</html>
`;
    expect(minifyHtml(page)).toBe(
      `<!doctype html><html lang="pt"><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'; object-src 'none'" /><title>ponte  widget</title></head><body></body></html>`,
    );
  });
});
