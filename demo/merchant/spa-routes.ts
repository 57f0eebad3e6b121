// The React page at /react/: the SPA built into dist/demo/spa, or a note saying how to build it.
import type { Hono } from 'hono';
import { join } from 'node:path';
import { contentTypeOf } from '../widget-host/content-type.js';
import { readServedFile } from '../widget-host/read-file.js';
import { resolveInside } from '../widget-host/safe-path.js';

const NOT_BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>React page not built · ponte demo</title>
    <link rel="stylesheet" href="/demo.css" />
  </head>
  <body>
    <main>
      <h1>The React page is not built</h1>
      <p>Run <code>npm run build:demo</code>, then reload this page.</p>
      <p><a href="/">Back to the demo pages</a></p>
    </main>
  </body>
</html>
`;

export function addSpaRoutes(app: Hono, spaDir: string): void {
  app.get('/react', (c) => c.redirect('/react/', 301));
  app.get('/react/*', async (c) => {
    const pathname = new URL(c.req.url).pathname.slice('/react'.length);
    const asset = pathname === '/' ? null : resolveInside(spaDir, pathname);
    const body = asset === null ? null : await readServedFile(asset);
    if (asset !== null && body !== null) {
      const hashed = pathname.startsWith('/assets/');
      return c.body(body, 200, {
        'Content-Type': contentTypeOf(asset),
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (pathname.startsWith('/assets/')) return c.notFound();
    // Any other path is a client-side route of the SPA.
    const index = await readServedFile(join(spaDir, 'index.html'));
    if (index === null) return c.html(NOT_BUILT, 200, { 'Cache-Control': 'no-cache' });
    return c.body(index, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
}
