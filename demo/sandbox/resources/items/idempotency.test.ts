// POST /items with an Idempotency-Key over HTTP: sent again after a lost answer, it answers the same item and creates no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../../../src/api/schemas/index.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

let s: SandboxKit;
beforeAll(async () => {
  s = await sandboxClient();
});
afterAll(() => s.close());

const BODY = { connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' } };
const itemCount = () => s.sandbox.deps.store.collection('items').size;

/** POST /items with a key, the body written as given (so a test can reorder it). */
async function create(token: string, key: string | undefined, body: string = JSON.stringify(BODY)) {
  const headers: Record<string, string> = { 'X-API-KEY': token, 'Content-Type': 'application/json' };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  const response = await fetch(`${s.url}/items`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Item & { code?: number; message?: string } };
}

describe('POST /items with an Idempotency-Key', () => {
  it('answers the first item again to the same Connect Token with the same body, and creates no other', async () => {
    const token = await s.connectToken();
    const first = await create(token, 'action-1');
    const count = itemCount();
    const reordered = JSON.stringify({ parameters: { password: 'password-ok', user: 'user-ok' }, connectorId: 0 });
    for (const body of [JSON.stringify(BODY), reordered]) {
      const again = await create(token, 'action-1', body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(itemCount()).toBe(count);
  });

  it('does the same for an API Key, across the keys its client mints', async () => {
    const first = await create(await s.apiKey(), 'server-action-1');
    const again = await create(await s.apiKey(), 'server-action-1');
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses the same key with another body (422), creating nothing', async () => {
    const token = await s.connectToken();
    await create(token, 'action-2');
    const count = itemCount();
    const other = await create(token, 'action-2', JSON.stringify({ ...BODY, parameters: { user: 'user-error', password: 'password-ok' } }));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 422, message: expect.stringContaining('Idempotency-Key was already used with a different request body') });
    expect(itemCount()).toBe(count);
  });

  it.each([
    ['without a key', undefined, undefined],
    ['with two keys', 'action-3', 'action-4'],
  ])('creates two items %s', async (_case, firstKey, secondKey) => {
    const token = await s.connectToken();
    const first = await create(token, firstKey);
    const second = await create(token, secondKey);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it("keeps one Connect Token's keys apart from another's", async () => {
    const first = await create(await s.connectToken(), 'shared-key');
    const second = await create(await s.connectToken(), 'shared-key');
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('remembers only a creation: a refused request may be sent again, corrected, with its key', async () => {
    const token = await s.connectToken();
    const refused = await create(token, 'action-5', JSON.stringify({ ...BODY, connectorId: 424242 }));
    expect(refused.status).toBe(400);
    const created = await create(token, 'action-5');
    expect(created.status).toBe(200);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 256 characters', 'k'.repeat(256)],
  ])('refuses %s with 400', async (_case, key) => {
    const r = await create(await s.connectToken(), key);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, message: expect.stringContaining('Idempotency-Key') });
  });

  it('forgets a key after 24 hours', async () => {
    const first = await create(await s.apiKey(), 'action-6');
    await s.call('POST', '/sandbox/clock/advance', { token: await s.apiKey(), body: { ms: 24 * 60 * 60 * 1000 } });
    const later = await create(await s.apiKey(), 'action-6');
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('lets browsers send the header through CORS', async () => {
    const r = await fetch(`${s.url}/items`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://merchant.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
    });
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
