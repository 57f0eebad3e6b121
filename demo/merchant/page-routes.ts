// The merchant's own pages: static HTML, scripts and one stylesheet, with the demo's URLs filled in.
import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { contentTypeOf, isHtml } from '../widget-host/content-type';
import { readServedFile } from '../widget-host/read-file';
import { resolveInside } from '../widget-host/safe-path';
import { fillTemplate } from './template';

export type PageRoutesOptions = {
  pagesDir: string;
  /** Values of the pages' `{{name}}` placeholders. */
  values: Readonly<Record<string, string>>;
};

export function addPageRoutes(app: Hono, { pagesDir, values }: PageRoutesOptions): void {
  const serve = async (pathname: string) => {
    const file = resolveInside(pagesDir, pathname);
    const body = file === null ? null : await readServedFile(file);
    if (file === null || body === null) return null;
    // Pages are read on every request so an edited page shows on reload.
    const content = isHtml(file) ? fillTemplate(await readFile(file, 'utf8'), values) : body;
    return new Response(content, { headers: { 'Content-Type': contentTypeOf(file), 'Cache-Control': 'no-cache' } });
  };

  // Browsers ask for it on every page; the demo has none, and a 404 would clutter the console.
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/', async (c) => (await serve('/index.html')) ?? c.notFound());
  app.get('*', async (c) => (await serve(new URL(c.req.url).pathname)) ?? c.notFound());
}
