// The merchant's page files as the browser gets them: pages filled in, scripts served, pieces and declarations not.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PAGES_DIR } from './merchant-app.js';
import { addPageRoutes } from './page-routes.js';

const app = new Hono();
addPageRoutes(app, {
  pagesDir: PAGES_DIR,
  values: { widgetOrigin: 'http://127.0.0.1:8788', widgetUrl: 'http://127.0.0.1:8788/', apiUrl: 'http://127.0.0.1:8787' },
});

describe('page routes', () => {
  it.each([
    { path: '/', status: 200, type: 'text/html; charset=utf-8' },
    { path: '/playground/playground.js', status: 200, type: 'text/javascript; charset=utf-8' },
    { path: '/playground/js-literal.js', status: 200, type: 'text/javascript; charset=utf-8' },
    { path: '/playground/js-literal.d.ts', status: 404, type: null },
    { path: '/partials/site-header.html', status: 404, type: null },
    { path: '/playground/missing.js', status: 404, type: null },
  ])('$path answers $status', async ({ path, status, type }) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    if (type !== null) expect(response.headers.get('content-type')).toBe(type);
  });

  it('fills the home page with the widget’s and the API’s URLs, for the playground’s code', async () => {
    const html = await (await app.request('/')).text();
    expect(html).toContain('<html lang="en" data-api-url="http://127.0.0.1:8787" data-widget-url="http://127.0.0.1:8788/">');
    expect(html).toContain('<script async src="http://127.0.0.1:8788/ponte.js"></script>');
    expect(html).toContain('<a href="/" aria-current="page">Overview</a>');
  });
});
