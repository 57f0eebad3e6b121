// The merchant site over real HTTP, beside a real sandbox and widget host: tokens, accounts, pages.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../src/api/schemas/index.js';
import { DEFAULT_CLIENT_SECRET } from '../sandbox/config.js';
import type { DemoConfig } from './demo-config.js';
import { DemoBuildMissing, startDemo, type RunningDemo } from './start-demo.js';

let root: string;
let demo: RunningDemo;

const config = (distRoot: string): DemoConfig => ({
  host: '127.0.0.1',
  sandbox: { port: 0, stepMs: 5 },
  widgetPort: 0,
  merchantPort: 0,
  distRoot,
});

async function standInBuild(distRoot: string): Promise<void> {
  await mkdir(join(distRoot, 'app'), { recursive: true });
  await writeFile(join(distRoot, 'app', 'index.html'), '<!doctype html><title>widget</title>');
  await writeFile(join(distRoot, 'ponte.js'), '(function(){})();');
}

type Json = Record<string, unknown>;

async function post(path: string, body: string | undefined, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  const response = await fetch(`${demo.merchantUrl}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Json };
}

const mint = async (body: Json = {}) => post('/api/connect-token', JSON.stringify(body));

/** What the widget does with a Connect Token: create an item at the sandbox bank and wait for its sync. */
async function connectThroughSandbox(token: string): Promise<string> {
  const headers = { 'X-API-KEY': token, 'Content-Type': 'application/json' };
  const created = await fetch(`${demo.sandboxUrl}/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' } }),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as Item;
  for (;;) {
    const item = (await (await fetch(`${demo.sandboxUrl}/items/${id}`, { headers })).json()) as Item;
    if (item.status === 'UPDATED') return id;
    expect(item.status).toBe('UPDATING');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ponte-merchant-'));
  await standInBuild(join(root, 'dist'));
  demo = await startDemo(config(join(root, 'dist')));
});

afterAll(async () => {
  await demo?.close();
  await rm(root, { recursive: true, force: true });
});

describe('startDemo', () => {
  it('starts three origins on the ports it was given (0: free ones)', () => {
    const origins = [demo.sandboxUrl, demo.widgetUrl, demo.merchantUrl].map((url) => new URL(url));
    expect(new Set(origins.map((url) => url.origin)).size).toBe(3);
    for (const url of origins) expect(url.hostname).toBe('127.0.0.1');
  });

  it('refuses to start without a build, saying to run npm run build', async () => {
    const empty = join(root, 'no-build');
    await mkdir(empty, { recursive: true });
    const attempt = startDemo(config(empty));
    await expect(attempt).rejects.toBeInstanceOf(DemoBuildMissing);
    await expect(attempt).rejects.toThrow(/app[/\\]index\.html and .*ponte\.js are missing[\s\S]*npm run build/);
  });
});

describe('GET /api/config', () => {
  it('tells the pages where the widget and the API are', async () => {
    const response = await fetch(`${demo.merchantUrl}/api/config`);
    expect(await response.json()).toEqual({ widgetUrl: `${demo.widgetUrl}/`, apiUrl: demo.sandboxUrl });
  });
});

describe('POST /api/connect-token', () => {
  it('mints a Connect Token the sandbox accepts, without the client secret', async () => {
    const { status, text, json } = await mint();
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['accessToken']);
    expect(text).not.toContain(DEFAULT_CLIENT_SECRET);
    const connectors = await fetch(`${demo.sandboxUrl}/connectors?sandbox=true`, { headers: { 'X-API-KEY': String(json.accessToken) } });
    expect(connectors.status).toBe(200);
  });

  it('accepts an empty body, as a button declared with data attributes may send', async () => {
    expect((await post('/api/connect-token', undefined, {})).status).toBe(200);
  });

  it('mints an update-mode token for a known item and 404 for an unknown one', async () => {
    const itemId = await connectThroughSandbox(String((await mint()).json.accessToken));
    const update = await mint({ itemId });
    expect(update.status).toBe(200);
    const item = await fetch(`${demo.sandboxUrl}/items/${itemId}`, { headers: { 'X-API-KEY': String(update.json.accessToken) } });
    expect(item.status).toBe(200);
    expect((await mint({ itemId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it.each([
    { name: 'an item id that is not a string', body: '{"itemId":5}', status: 400 },
    { name: 'an item id with a path in it', body: '{"itemId":"../items"}', status: 400 },
    { name: 'an unknown field', body: '{"clientUserId":"someone-else"}', status: 400 },
    { name: 'a body that is not an object', body: '[]', status: 400 },
    { name: 'malformed JSON', body: '{"itemId":', status: 400 },
  ])('answers $status to $name', async ({ body, status }) => {
    const reply = await post('/api/connect-token', body);
    expect(reply.status).toBe(status);
    expect(reply.json).toEqual({ message: expect.any(String) });
  });

  it('answers 415 to a body that is not JSON (what a cross-site form could send)', async () => {
    expect((await post('/api/connect-token', 'itemId=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('refuses a request from another origin', async () => {
    const reply = await post('/api/connect-token', '{}', { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' });
    expect(reply.status).toBe(403);
    expect(reply.json).not.toHaveProperty('accessToken');
  });
});

describe('GET /api/items/:id/accounts', () => {
  it('lists a synced item’s accounts with only what the page shows', async () => {
    const itemId = await connectThroughSandbox(String((await mint()).json.accessToken));
    const response = await fetch(`${demo.merchantUrl}/api/items/${itemId}/accounts`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { itemId: string; accounts: Json[] };
    expect(body.itemId).toBe(itemId);
    expect(body.accounts.length).toBeGreaterThan(0);
    for (const account of body.accounts) {
      expect(account).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        type: expect.any(String),
        subtype: expect.any(String),
        number: expect.any(String),
        balance: expect.any(Number),
        currencyCode: 'BRL',
      });
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not..an-id', '%2e%2e'])('answers 404 for the unknown item %s', async (itemId) => {
    const response = await fetch(`${demo.merchantUrl}/api/items/${itemId}/accounts`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('pages', () => {
  const PAGES = [
    '/',
    '/index.html',
    '/script-tag.html',
    '/iframe.html',
    '/update.html',
    '/webhooks.html',
    '/checkout.html',
    '/checkout-done.html',
    '/smart-transfers.html',
    '/boletos.html',
    '/react/',
    '/react/accounts/42',
  ];

  async function page(path: string) {
    const response = await fetch(`${demo.merchantUrl}${path}`);
    return { response, html: await response.text() };
  }

  it.each(PAGES)('%s is HTML under the strict CSP, with no inline script or style', async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${demo.widgetUrl}; frame-src ${demo.widgetUrl}; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'`,
    );
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toContain('{{');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  // The site's own pages (the SPA's files are its build's, and /index.html is /).
  it.each(PAGES.filter((path) => path !== '/index.html' && !path.startsWith('/react/')))(
    'every file %s links to is served with its type',
    async (path) => {
      const { html } = await page(path);
      const local = [...html.matchAll(/(?:src|href)="(\/[^"]*\.(?:js|css))"/g)].map((m) => m[1] ?? '');
      expect(local.length).toBeGreaterThan(0);
      for (const file of local) {
        const response = await fetch(`${demo.merchantUrl}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type')).toBe(file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      }
    },
  );

  it.each(['/script-tag.html', '/update.html'])('%s loads ponte.js from the widget host', async (path) => {
    const { html } = await page(path);
    expect(html).toContain(`<script async src="${demo.widgetUrl}/ponte.js"></script>`);
  });

  it('declares a button with data attributes naming the token URL and the API', async () => {
    const { html } = await page('/script-tag.html');
    expect(html).toContain('data-ponte-token-url="/api/connect-token"');
    expect(html).toContain(`data-ponte-api-url="${demo.sandboxUrl}"`);
  });

  it('serves the built React SPA at /react/ and says how to build it when it is missing', async () => {
    expect((await page('/react/')).html).toContain('npm run build:demo');
    const spa = join(root, 'dist', 'demo', 'spa');
    await mkdir(join(spa, 'assets'), { recursive: true });
    await writeFile(
      join(spa, 'index.html'),
      '<!doctype html><title>spa</title><h1>SPA</h1><script type="module" src="/react/assets/app-1a2b.js"></script>',
    );
    await writeFile(join(spa, 'assets', 'app-1a2b.js'), 'export {};');
    try {
      expect((await page('/react/accounts/42')).html).toContain('<title>spa</title>');
      const asset = await fetch(`${demo.merchantUrl}/react/assets/app-1a2b.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${demo.merchantUrl}/react/assets/missing.js`)).status).toBe(404);
    } finally {
      await rm(spa, { recursive: true, force: true });
    }
  });
});
