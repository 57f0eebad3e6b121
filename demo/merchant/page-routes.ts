// The merchant's own pages: static HTML, scripts and one stylesheet, with the demo's URLs filled in.
import type { Hono } from 'hono';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOf, isHtml } from '../widget-host/content-type.js';
import { readServedFile } from '../widget-host/read-file.js';
import { resolveInside } from '../widget-host/safe-path.js';
import { fillTemplate, markCurrentPage } from './template.js';

export type PageRoutesOptions = {
  pagesDir: string;
  /** Values of the pages' `{{name}}` placeholders. */
  values: Readonly<Record<string, string>>;
};

const PARTIALS = 'partials';

async function readPartials(pagesDir: string): Promise<Record<string, string>> {
  const dir = join(pagesDir, PARTIALS);
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.html'));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name.slice(0, -'.html'.length), await readFile(join(dir, name), 'utf8')])));
}

export function addPageRoutes(app: Hono, { pagesDir, values }: PageRoutesOptions): void {
  const serve = async (pathname: string) => {
    // Partials are pieces of pages, not pages; type declarations beside the scripts are for the type check.
    if (pathname.startsWith(`/${PARTIALS}/`) || pathname.endsWith('.ts')) return null;
    const file = resolveInside(pagesDir, pathname);
    const body = file === null ? null : await readServedFile(file);
    if (file === null || body === null) return null;
    // Pages are read on every request so an edited page shows on reload.
    const page = (html: string, partials: Record<string, string>) =>
      markCurrentPage(fillTemplate(html, values, partials), pathname === '/index.html' ? '/' : pathname);
    const content = isHtml(file) ? page(await readFile(file, 'utf8'), await readPartials(pagesDir)) : body;
    return new Response(content, { headers: { 'Content-Type': contentTypeOf(file), 'Cache-Control': 'no-cache' } });
  };

  // Browsers ask for it on every page; the demo has none, and a 404 would clutter the console.
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/', async (c) => (await serve('/index.html')) ?? c.notFound());
  app.get('*', async (c) => (await serve(new URL(c.req.url).pathname)) ?? c.notFound());
}
