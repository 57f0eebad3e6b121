// The playground's lists over real HTTP against a sandbox: institutions, and the merchant's items with their status.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinal, type SandboxKit, sandboxClient } from '../sandbox/testing/sandbox-kit.js';
import { addListRoutes, LISTED_ITEMS, type ListedConnector, type ListedItem } from './list-routes.js';
import { sandboxApi } from './sandbox-api.js';

let sandbox: SandboxKit;
let app: Hono;

beforeAll(async () => {
  sandbox = await sandboxClient();
  const { clientId, clientSecret } = sandbox.sandbox.deps.config;
  app = new Hono();
  addListRoutes(app, sandboxApi({ url: sandbox.url, clientId, clientSecret }));
});

afterAll(() => sandbox?.close());

async function get<T>(path: string): Promise<{ status: number; body: T; cache: string | null }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T, cache: response.headers.get('cache-control') };
}

/** An item the merchant's token created at Sandbox Bank with this user, once its sync has ended. */
async function syncedItem(user: string): Promise<string> {
  const token = await sandbox.connectToken();
  const created = await sandbox.createItem(token, 0, { user, password: 'password-ok' });
  await sandbox.waitForItem(token, created.id, isFinal);
  return created.id;
}

describe('GET /api/connectors', () => {
  it('lists the institutions, sandbox ones included, with only what the picker shows', async () => {
    const { status, body, cache } = await get<{ connectors: ListedConnector[] }>('/api/connectors');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.connectors).toContainEqual({ id: 0, name: 'Sandbox Bank', type: 'PERSONAL_BANK', country: 'BR', isSandbox: true });
    expect(body.connectors.some((connector) => !connector.isSandbox)).toBe(true);
    for (const connector of body.connectors) expect(Object.keys(connector).sort()).toEqual(['country', 'id', 'isSandbox', 'name', 'type']);
  });
});

describe('GET /api/items', () => {
  it('lists the items the merchant created, newest first, failed ones with their error', async () => {
    const connected = await syncedItem('user-ok');
    const failed = await syncedItem('someone-else');
    const { status, body } = await get<{ items: ListedItem[] }>('/api/items');
    expect(status).toBe(200);
    const ids = body.items.map((item) => item.id);
    expect(ids.indexOf(failed)).toBeLessThan(ids.indexOf(connected));
    expect(body.items.find((item) => item.id === connected)).toEqual({
      id: connected,
      connectorName: 'Sandbox Bank',
      status: 'UPDATED',
      executionStatus: 'SUCCESS',
      errorCode: null,
      updatedAt: expect.any(String),
    });
    expect(body.items.find((item) => item.id === failed)).toMatchObject({
      status: 'LOGIN_ERROR',
      executionStatus: 'INVALID_CREDENTIALS',
      errorCode: expect.any(String),
    });
  });

  it('leaves out an item deleted since', async () => {
    const deleted = await syncedItem('user-ok');
    const removed = await sandbox.call('DELETE', `/items/${deleted}`, { token: await sandbox.apiKey() });
    expect(removed.status).toBe(200);
    const { body } = await get<{ items: ListedItem[] }>('/api/items');
    expect(body.items.map((item) => item.id)).not.toContain(deleted);
  });

  it(`lists the latest ${LISTED_ITEMS} only`, async () => {
    const token = await sandbox.connectToken();
    await Promise.all(Array.from({ length: LISTED_ITEMS + 1 }, () => sandbox.createItem(token, 0, { user: 'user-ok', password: 'password-ok' })));
    expect((await get<{ items: ListedItem[] }>('/api/items')).body.items).toHaveLength(LISTED_ITEMS);
  });
});

describe('when the API cannot be reached', () => {
  const offline = new Hono();
  addListRoutes(offline, sandboxApi({ url: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' }));

  it.each(['/api/connectors', '/api/items'])('%s answers 502 with a message', async (path) => {
    const response = await offline.request(path);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
