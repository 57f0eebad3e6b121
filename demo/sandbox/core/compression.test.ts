// Compressed answers: the sandbox over real HTTP sends br or gzip as asked, and the middleware leaves alone what it must.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from '../testing/sandbox-kit.js';
import { compression } from './compression.js';

type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request over node:http, which (unlike fetch) hands back the bytes as they came, still encoded. */
function rawRequest(url: string, method: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  none: (bytes) => bytes,
};

describe('the sandbox over HTTP', () => {
  let s: SandboxKit;
  let key: string;
  let plain: RawReply;
  const connectors = (acceptEncoding?: string, method = 'GET') =>
    rawRequest(`${s.url}/connectors`, method, { 'X-API-KEY': key, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) });

  beforeAll(async () => {
    s = await sandboxClient();
    key = await s.apiKey();
    plain = await connectors();
  });
  afterAll(() => s.close());

  it('sends GET /connectors as it is to a request without Accept-Encoding', () => {
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ results: expect.any(Array) });
  });

  it.each([
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'gzip, deflate, br', sent: 'br' },
    { acceptEncoding: 'br;q=0, gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: 'none' },
    { acceptEncoding: undefined, sent: 'none' },
  ])('GET /connectors with Accept-Encoding $acceptEncoding comes as $sent, the same JSON', async ({ acceptEncoding, sent }) => {
    const reply = await connectors(acceptEncoding);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding'] ?? 'none').toBe(sent);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.byteLength);
    if (sent !== 'none') expect(reply.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    const decoded = DECODE[sent]?.(reply.body) ?? Buffer.alloc(0);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('answers HEAD with the headers its GET has, and no body', async () => {
    const [head, get] = await Promise.all([connectors('br', 'HEAD'), connectors('br')]);
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('sends a small answer as it is, whatever the request allows', async () => {
    const reply = await rawRequest(`${s.url}/nowhere`, 'GET', { 'Accept-Encoding': 'br, gzip' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reply.body.toString('utf8'))).toMatchObject({ code: 404 });
  });

  it('compresses an error answer too, keeping its status and CORS headers', async () => {
    // The 400 names the id given (too long to be an integer), so a long id makes a long answer.
    const reply = await rawRequest(`${s.url}/connectors/${'9'.repeat(1500)}`, 'GET', {
      'X-API-KEY': key,
      Origin: 'https://merchant.example',
      'Accept-Encoding': 'gzip',
    });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(gunzipSync(reply.body).toString('utf8'))).toMatchObject({ code: 400 });
  });

  it('keeps fetch (which undoes br and gzip itself) reading the same JSON', async () => {
    const response = await fetch(`${s.url}/connectors`, { headers: { 'X-API-KEY': key, 'Accept-Encoding': 'br' } });
    expect(await response.json()).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});

describe('the middleware', () => {
  const BIG = JSON.stringify({ words: 'compressible '.repeat(200) });
  const app = new Hono();
  app.use('*', compression());
  app.get('/json', (c) => c.json(JSON.parse(BIG)));
  app.get('/tiny', (c) => c.json({ ok: true }));
  app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/encoded', (c) => c.body(new Uint8Array(gzipSync(BIG)), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }));
  app.get('/no-transform', (c) => c.json(JSON.parse(BIG), 200, { 'Cache-Control': 'no-transform' }));
  app.get('/etag', (c) => c.json(JSON.parse(BIG), 200, { ETag: '"v1"', Vary: 'Origin' }));

  it.each([
    { path: '/json', encoding: 'br', vary: 'Accept-Encoding' },
    { path: '/tiny', encoding: null, vary: null },
    { path: '/png', encoding: null, vary: null },
    { path: '/encoded', encoding: 'gzip', vary: null },
    { path: '/no-transform', encoding: null, vary: null },
    { path: '/etag', encoding: 'br', vary: 'Origin, Accept-Encoding' },
  ])('$path asked for br goes with encoding $encoding', async ({ path, encoding, vary }) => {
    const response = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe(vary);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (path === '/encoded' || path === '/json' || path === '/etag') {
      const decode = encoding === 'gzip' ? gunzipSync : brotliDecompressSync;
      expect(decode(bytes).toString('utf8')).toBe(BIG);
    }
  });

  it('weakens a strong ETag once the bytes are its own', async () => {
    const response = await app.request('/etag', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('ETag')).toBe('W/"v1"');
    expect((await app.request('/etag')).headers.get('ETag')).toBe('"v1"');
  });
});
