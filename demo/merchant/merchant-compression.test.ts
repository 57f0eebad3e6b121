// The merchant site sends its pages, scripts and stylesheet compressed as the browser allows, headers intact.
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createMerchant } from './merchant-app.js';
import { webhookInbox } from './webhook-inbox.js';

const WIDGET_ORIGIN = 'http://127.0.0.1:8788';

// No request here reaches the API: pages and files only.
const app = createMerchant({
  sandbox: { url: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' },
  apiUrl: 'http://127.0.0.1:8787',
  widgetOrigin: WIDGET_ORIGIN,
  merchantOrigin: 'http://127.0.0.1:8789',
  // Not built: /react/ answers with the short page that says how to build it.
  spaDir: fileURLToPath(new URL('./no-spa-build', import.meta.url)),
  webhooks: webhookInbox(),
  offerSecret: 'not-used-by-pages',
});

const DECODE: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes) => bytes };

const get = async (path: string, acceptEncoding?: string) => {
  const response = await app.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('compressed pages', () => {
  const PATHS = [
    { path: '/', type: /^text\/html/ },
    { path: '/script-tag.html', type: /^text\/html/ },
    { path: '/demo.css', type: /^text\/css/ },
    { path: '/demo-common.js', type: /^text\/javascript/ },
  ];
  const ACCEPTS = [
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'gzip, deflate, br', sent: 'br' },
    { acceptEncoding: 'br;q=0, gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: 'none' },
    { acceptEncoding: undefined, sent: 'none' },
  ];

  it.each(PATHS.flatMap((page) => ACCEPTS.map((accept) => ({ ...page, ...accept }))))(
    '$path with Accept-Encoding $acceptEncoding comes as $sent',
    async ({ path, type, acceptEncoding, sent }) => {
      const plain = await get(path);
      const { response, bytes } = await get(path, acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding') ?? 'none').toBe(sent);
      expect(response.headers.get('Content-Type')).toMatch(type);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
      expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'self' ${WIDGET_ORIGIN}`);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(DECODE[sent]?.(bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
    },
  );

  it.each(['/api/config', '/react/'])('sends %s, a small answer, as it is', async (path) => {
    const { response } = await get(path, 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });
});
