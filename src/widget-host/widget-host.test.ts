// The widget host over real HTTP: the hosted page with its CSP, the loader with CORS, compressed copies, nothing outside dist.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from './node-server.js';
import { createWidgetHost } from './widget-host.js';

const API_ORIGIN = 'http://127.0.0.1:8787';
const MERCHANT_ORIGIN = 'http://127.0.0.1:8789';
const SECRET = 'not-for-browsers';

let root: string;
let server: Listening;

/** Text long enough that the build writes compressed copies of it (it does for 1 KB and more). */
const long = (start: string) => `${start}\n${'/* a line the build would have minified away */\n'.repeat(40)}`;

/** Files the build compresses, as it would: `.br` and `.gz` copies beside each (or only `.gz`). */
const COMPRESSED: Record<string, { content: string; copies: ('br' | 'gz')[] }> = {
  'app/index.html': {
    content: long('<!doctype html><title>widget</title><script type="module" src="./assets/index-3f2a9c.js"></script>'),
    copies: ['br', 'gz'],
  },
  'app/assets/index-3f2a9c.js': { content: long('export {};'), copies: ['br', 'gz'] },
  'app/ponte-host.js': { content: long('export const host = 1;'), copies: ['br', 'gz'] },
  'app/assets/older-7d8e9f.js': { content: long('export const older = 1;'), copies: ['gz'] },
};

/** Stand-ins for the build, a secret beside it and one above it. */
async function writeDist(distRoot: string): Promise<void> {
  const files: Record<string, string | Uint8Array> = {
    'app/assets/index-3f2a9c.css': 'body{}',
    'app/oauth-callback.html': '<!doctype html><title>callback</title><script src="oauth-callback.js"></script>',
    'app/oauth-callback.js': '(function(){})();',
    'app/logo.png': new Uint8Array(2048),
    // The payer page's build, beside the widget's (`vite build --mode pay`).
    'app/pay/index.html': '<!doctype html><title>payer page</title><script type="module" src="./assets/pay-1a2b3c.js"></script>',
    'app/pay/assets/pay-1a2b3c.js': 'export const pay = 1;',
    'app/.env': SECRET,
    'ponte.js': '(function(){window.Ponte={};})();',
    'package.json': `{"secret":"${SECRET}"}`,
  };
  for (const [path, { content, copies }] of Object.entries(COMPRESSED)) {
    files[path] = content;
    if (copies.includes('br')) files[`${path}.br`] = brotliCompressSync(content);
    if (copies.includes('gz')) files[`${path}.gz`] = gzipSync(content);
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(distRoot, path, '..'), { recursive: true });
    await writeFile(join(distRoot, path), content);
  }
  await writeFile(join(distRoot, '..', 'package.json'), `{"secret":"${SECRET}"}`);
}

type RawReply = { status: number; headers: IncomingHttpHeaders; bytes: Buffer; body: string };

/** A request sent exactly as written (fetch would normalise `..` away), answered as the bytes that came (fetch would decompress). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString('utf8') });
      });
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
  server = await listen(app, 0, '127.0.0.1');
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
      'img-src': `'self' data: ${API_ORIGIN} ${MERCHANT_ORIGIN}`,
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

describe('the payer page', () => {
  it.each(['/pay', '/pay/', '/pay/?paymentRequestId=6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f'])(
    '%s is the payer page, which may also call its own origin',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>payer page</title>');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' ${API_ORIGIN};`);
      expect(csp).toContain(`frame-ancestors ${MERCHANT_ORIGIN};`);
      expect(csp).toContain("script-src 'self';");
    },
  );

  it('serves its hashed scripts with a long cache', async () => {
    const response = await fetch(`${server.url}/pay/assets/pay-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is not found in a build without it, and the widget is served all the same', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'ponte-widget-host-bare-'));
    await mkdir(join(bare, 'app'), { recursive: true });
    await writeFile(join(bare, 'app', 'index.html'), '<!doctype html><title>widget</title>');
    await writeFile(join(bare, 'ponte.js'), '(function(){})();');
    const other = await listen(createWidgetHost({ distRoot: bare, apiOrigin: API_ORIGIN, frameAncestors: [MERCHANT_ORIGIN] }), 0, '127.0.0.1');
    try {
      expect((await fetch(`${other.url}/pay/`)).status).toBe(404);
      expect((await fetch(`${other.url}/`)).status).toBe(200);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
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
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/.env',
    '/missing.js',
    '/assets/',
    '/assets',
    // The compressed copies are ways of sending another file, not files of their own.
    '/ponte-host.js.br',
    '/assets/index-3f2a9c.js.gz',
  ])('%s is not found and leaks nothing', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes: Buffer) => bytes };

describe('compressed copies', () => {
  const FILES = [
    { path: '/', file: 'app/index.html', type: 'text/html; charset=utf-8', cache: 'no-cache' },
    { path: '/ponte-host.js', file: 'app/ponte-host.js', type: 'text/javascript; charset=utf-8', cache: 'no-cache' },
    {
      path: '/assets/index-3f2a9c.js',
      file: 'app/assets/index-3f2a9c.js',
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    },
  ];
  const ACCEPTS = [
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'gzip, br', sent: 'br' },
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'br;q=0, gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: 'none' },
    { acceptEncoding: undefined, sent: 'none' },
  ] as const;

  it.each(FILES.flatMap((file) => ACCEPTS.map((accept) => ({ ...file, ...accept }))))(
    '$path with Accept-Encoding $acceptEncoding comes as $sent',
    async ({ path, file, type, cache, acceptEncoding, sent }) => {
      const reply = await rawGet(path, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding'] ?? 'none').toBe(sent);
      expect(reply.headers['content-type']).toBe(type);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.headers['cache-control']).toBe(cache);
      expect(DECODE[sent](reply.bytes).toString('utf8')).toBe(COMPRESSED[file]?.content);
      if (sent !== 'none') expect(reply.bytes.byteLength).toBeLessThan(Buffer.byteLength(COMPRESSED[file]?.content ?? ''));
    },
  );

  it.each([
    { acceptEncoding: 'br, gzip', sent: 'gzip' },
    { acceptEncoding: 'br', sent: 'none' },
  ])('a file with only a .gz copy, asked with $acceptEncoding, comes as $sent', async ({ acceptEncoding, sent }) => {
    const reply = await rawGet('/assets/older-7d8e9f.js', { 'Accept-Encoding': acceptEncoding });
    expect(reply.headers['content-encoding'] ?? 'none').toBe(sent);
    expect(DECODE[sent as keyof typeof DECODE](reply.bytes).toString('utf8')).toBe(COMPRESSED['app/assets/older-7d8e9f.js']?.content);
  });

  it('sends a small file as it is, still marked as varying on Accept-Encoding', async () => {
    const reply = await rawGet('/oauth-callback.js', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body).toBe('(function(){})();');
  });

  it('does not mark an image as varying on Accept-Encoding', async () => {
    const reply = await rawGet('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
  });
});

describe('revalidation', () => {
  it('answers 304 without a body to a request naming the ETag it has', async () => {
    const first = await rawGet('/ponte-host.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await rawGet('/ponte-host.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives each coding its own ETag, so a stored br copy never revalidates a plain one', async () => {
    const br = await rawGet('/', { 'Accept-Encoding': 'br' });
    const plain = await rawGet('/', { 'If-None-Match': String(br.headers.etag) });
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(COMPRESSED['app/index.html']?.content);
  });

  it('sends the file again when the ETag named is another', async () => {
    const reply = await rawGet('/ponte.js', { 'If-None-Match': '"stale"' });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('window.Ponte');
  });
});

describe('every answer', () => {
  it.each(['/', '/ponte.js', '/assets/index-3f2a9c.css', '/logo.png', '/missing.html', '/../package.json'])(
    '%s carries the CSP, nosniff and no referrer, so even an error page cannot be framed elsewhere',
    async (path) => {
      const reply = await rawGet(path);
      expect(reply.headers['content-security-policy']).toMatch(new RegExp(`frame-ancestors ${MERCHANT_ORIGIN};`));
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    },
  );
});

describe('methods', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(`${server.url}/ponte.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405, naming GET and HEAD', async (method) => {
    const response = await fetch(`${server.url}/`, { method, ...(method === 'OPTIONS' ? {} : { body: 'x' }) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
