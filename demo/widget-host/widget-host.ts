// The widget's own origin: the hosted page (dist/app) at `/` and the script-tag loader at `/ponte.js`.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { join } from 'node:path';
import { contentTypeOf, isHtml, isScript } from './content-type.js';
import { frameCsp } from './frame-csp.js';
import { readServedFile } from './read-file.js';
import { resolveInside } from './safe-path.js';

export type WidgetHostOptions = {
  /** The build output: `app/` (the hosted page) and `ponte.js` (the loader) inside it. */
  distRoot: string;
  /** Origin of the aggregator API the widget calls (the sandbox). */
  apiOrigin: string;
  /** Merchant origins that may frame the widget. */
  frameAncestors: readonly string[];
};

const LONG_CACHE = 'public, max-age=31536000, immutable';

export function createWidgetHost(options: WidgetHostOptions): Hono {
  const appDir = join(options.distRoot, 'app');
  const csp = frameCsp({ apiOrigin: options.apiOrigin, frameAncestors: options.frameAncestors });
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });

  const send = async (c: Context, file: string | null, hashed: boolean) => {
    const body = file === null ? null : await readServedFile(file);
    if (file === null || body === null) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      // Vite names hashed assets by content, so they never change; every other name is stable.
      'Cache-Control': hashed ? LONG_CACHE : 'no-cache',
    };
    if (isHtml(file)) headers['Content-Security-Policy'] = csp;
    if (isScript(file)) {
      // Merchant pages load the loader with a <script> tag and the loader import()s the host
      // runtime: a cross-origin module import, which needs CORS. Scripts here are public anyway.
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    }
    return c.body(body, 200, headers);
  };

  app.get('/ponte.js', (c) => send(c, join(options.distRoot, 'ponte.js'), false));
  app.get('/', (c) => send(c, join(appDir, 'index.html'), false));
  app.get('*', (c) => {
    const pathname = new URL(c.req.url).pathname;
    return send(c, resolveInside(appDir, pathname), pathname.startsWith('/assets/'));
  });
  return app;
}
