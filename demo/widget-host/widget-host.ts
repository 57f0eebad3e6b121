// The widget's own origin: the hosted page (dist/app) at `/` and the script-tag loader at `/ponte.js`.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { join } from 'node:path';
import { acceptedCodings, CODINGS, isCompressibleType } from '../sandbox/core/content-coding.js';
import { contentTypeOf, isHtml, isScript } from './content-type.js';
import { isEncodedCopy, matchesEtag, readEncodedFile } from './encoded-file.js';
import { frameCsp } from './frame-csp.js';
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
    if (file === null || isEncodedCopy(file)) return c.text('Not found', 404);
    const contentType = contentTypeOf(file);
    const compressible = isCompressibleType(contentType);
    // The build writes file.br and file.gz beside each larger text file (build/precompress.ts).
    const served = await readEncodedFile(file, compressible ? acceptedCodings(c.req.header('Accept-Encoding'), CODINGS) : []);
    if (served === null) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      // Vite names hashed assets by content, so they never change; every other name is stable.
      'Cache-Control': hashed ? LONG_CACHE : 'no-cache',
      ETag: served.etag,
    };
    // Whether a copy was sent depends on the request's Accept-Encoding, so caches must key on it.
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (isHtml(file)) headers['Content-Security-Policy'] = csp;
    if (isScript(file)) {
      // Merchant pages load the loader with a <script> tag and the loader import()s the host
      // runtime: a cross-origin module import, which needs CORS. Scripts here are public anyway.
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    }
    // A no-cache file is asked for again on every use; unchanged, it costs a 304 and no body.
    if (matchesEtag(c.req.header('If-None-Match'), served.etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = contentType;
    if (served.coding !== null) headers['Content-Encoding'] = served.coding;
    return c.body(served.body, 200, headers);
  };

  app.get('/ponte.js', (c) => send(c, join(options.distRoot, 'ponte.js'), false));
  app.get('/', (c) => send(c, join(appDir, 'index.html'), false));
  app.get('*', (c) => {
    const pathname = new URL(c.req.url).pathname;
    return send(c, resolveInside(appDir, pathname), pathname.startsWith('/assets/'));
  });
  return app;
}
