// The widget host over real HTTP: the hosted page with its CSP, the loader with CORS, nothing outside dist.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from './listen.js';
import { createWidgetHost } from './widget-host.js';

const API_ORIGIN = 'http://127.0.0.1:8787';
const MERCHANT_ORIGIN = 'http://127.0.0.1:8789';
const SECRET = 'not-for-browsers';

let root: string;
let server: Listening;

/** Stand-ins for the build, a secret beside it and one above it. */
async function writeDist(distRoot: string): Promise<void> {
  const files: Record<string, string> = {
    'app/index.html': '<!doctype html><title>widget</title><script type="module" src="./assets/index-3f2a9c.js"></script>',
    'app/assets/index-3f2a9c.js': 'export {};',
    'app/assets/index-3f2a9c.css': 'body{}',
    'app/oauth-callback.html': '<!doctype html><title>callback</title><script src="oauth-callback.js"></script>',
    'app/oauth-callback.js': '(function(){})();',
    'app/ponte-host.js': 'export const host = 1;',
    'app/.env': SECRET,
    'ponte.js': '(function(){window.Ponte={};})();',
    'package.json': `{"secret":"${SECRET}"}`,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(distRoot, path, '..'), { recursive: true });
    await writeFile(join(distRoot, path), content);
  }
  await writeFile(join(distRoot, '..', 'package.json'), `{"secret":"${SECRET}"}`);
}

/** A request whose path is sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ponte-widget-host-'));
  const distRoot = join(root, 'dist');
  await writeDist(distRoot);
  const app = createWidgetHost({ distRoot, apiOrigin: API_ORIGIN, frameAncestors: [MERCHANT_ORIGIN] });
  server = await listen(app.fetch, 0, '127.0.0.1', 'the widget host');
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('the hosted page', () => {
  it.each(['/', '/oauth-callback.html'])('%s is HTML under a strict CSP naming the API and the merchant', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': `'self' data: ${API_ORIGIN}`,
      'connect-src': API_ORIGIN,
      'frame-ancestors': MERCHANT_ORIGIN,
      'base-uri': "'none'",
      'form-action': "'none'",
    });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('scripts', () => {
  it.each([
    { path: '/ponte.js', body: 'window.Ponte', cache: 'no-cache' },
    { path: '/ponte-host.js', body: 'export const host', cache: 'no-cache' },
    { path: '/oauth-callback.js', body: '(function', cache: 'no-cache' },
    { path: '/assets/index-3f2a9c.js', body: 'export {}', cache: 'public, max-age=31536000, immutable' },
  ])('$path is JavaScript any origin may load', async ({ path, body, cache }) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Origin: MERCHANT_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(await response.text()).toContain(body);
  });

  it('serves a hashed stylesheet as CSS with a long cache', async () => {
    const response = await fetch(`${server.url}/assets/index-3f2a9c.css`);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('what is not served', () => {
  it.each(['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/..%5cpackage.json', '/.env', '/missing.js', '/assets/'])(
    '%s is not found and leaks nothing',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain(SECRET);
    },
  );
});
