// Item requests the service refuses: invalid parameters, updates while syncing, update rejections, PATCH's per-minute limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RejectionMode } from '../../config.js';
import { isFinal, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient({ stepMs: 20 });
  key = await s.apiKey();
});
afterAll(() => s.close());

describe('parameter validation on POST /items', () => {
  it.each([
    ['a missing required credential', 0, { user: 'user-ok' }, [{ code: '001', parameter: 'password' }]],
    ['a value failing the validation regex (length)', 0, { user: 'user-ok', password: 'abc' }, [{ code: '002', parameter: 'password' }]],
    ['an unknown key', 0, { user: 'user-ok', password: 'password-ok', pin: '1' }, [{ code: '003', parameter: 'pin' }]],
    ['a malformed MFA token', 1, { user: 'user-ok', password: 'password-ok', token: '12' }, [{ code: '002', parameter: 'token' }]],
    ['a malformed CPF', 600, { cpf: 'abc' }, [{ code: '002', parameter: 'cpf' }]],
  ])('answers 400 with errors[] naming the credential for %s', async (_name, connectorId, parameters, errors) => {
    const r = await s.call<{ errors: unknown[]; details: unknown[]; message: string }>('POST', '/items', {
      token: key,
      body: { connectorId, parameters },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(errors.map((e) => expect.objectContaining({ ...e, message: expect.any(String) })));
    expect(r.body.details).toEqual(r.body.errors);
  });

  it("uses the connector's validationMessage", async () => {
    const connector = (await s.call<{ credentials: { name: string; validationMessage?: string }[] }>('GET', '/connectors/0', { token: key })).body;
    const password = connector.credentials.find((c) => c.name === 'password');
    const r = await s.call<{ errors: { message: string }[] }>('POST', '/items', {
      token: key,
      body: { connectorId: 0, parameters: { user: 'u', password: 'a' } },
    });
    expect(r.body.errors[0]?.message).toBe(password?.validationMessage);
  });

  it('answers 400 for an unknown connector or product', async () => {
    expect((await s.call('POST', '/items', { token: key, body: { connectorId: 999999, parameters: {} } })).status).toBe(400);
    expect(
      (
        await s.call('POST', '/items', {
          token: key,
          body: { connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' }, products: ['GOLD'] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('PATCH /items/{id}', () => {
  it('answers 409 ITEM_IS_ALREADY_UPDATING while the item syncs', async () => {
    const created = await s.createItem(key, 0, { user: 'user-ok', password: 'password-ok' });
    const r = await s.call('PATCH', `/items/${created.id}`, { token: key, body: {} });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 409, codeDescription: 'ITEM_IS_ALREADY_UPDATING' });
    await s.waitForItem(key, created.id, isFinal);
  });

  it('re-syncs with the stored credentials when no parameters are sent, and with new ones when sent', async () => {
    const created = await s.createItem(key, 0, { user: 'user-ok', password: 'password-ok' });
    await s.waitForItem(key, created.id, isFinal);
    const again = await s.call<{ status: string }>('PATCH', `/items/${created.id}`, { token: key, body: { id: created.id } });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('UPDATING');
    expect((await s.waitForItem(key, created.id, isFinal)).item.executionStatus).toBe('SUCCESS');
    await s.call('PATCH', `/items/${created.id}`, { token: key, body: { parameters: { user: 'user-error' }, clientUserId: 'u-1' } });
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item).toMatchObject({ executionStatus: 'ERROR', clientUserId: 'u-1' });
  });
});

describe('update rejections reachable by configuration', () => {
  it.each<[RejectionMode, number]>([
    ['ITEM_CREATION_LIMIT_EXCEEDED', 409],
    ['CLIENT_HAS_ITEM_UPDATES_DISABLED', 409],
    ['ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT', 400],
  ])('%s answers %i', async (mode, status) => {
    const other = await sandboxClient({ updateRejection: mode });
    try {
      const k = await other.apiKey();
      const created = await other.createItem(k, 0, { user: 'user-ok', password: 'password-ok' });
      await other.waitForItem(k, created.id, isFinal);
      const r = await other.call('PATCH', `/items/${created.id}`, { token: k, body: {} });
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ code: status, codeDescription: mode });
    } finally {
      await other.close();
    }
  });
});

describe('rate limit of PATCH /items (20 per minute per IP)', () => {
  it('answers the 21st update within a minute with 429 and the limit headers', async () => {
    const other = await sandboxClient();
    try {
      const k = await other.apiKey();
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof other.call>> | undefined;
      for (let i = 0; i < 22; i++) {
        last = await other.call('PATCH', '/items/00000000-0000-4000-8000-000000000000', { token: k, body: {} });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 20).every((code) => code === 404)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      expect(last?.body).toEqual({ code: 429, message: expect.any(String) });
      expect(last?.headers.get('RateLimit-Limit')).toBe('20');
      expect(Number(last?.headers.get('RateLimit-Reset'))).toBeGreaterThan(0);
      expect(Number(last?.headers.get('RateLimit-Reset'))).toBeLessThanOrEqual(60);
      expect(last?.headers.get('Retry-After')).toBe('60');
      // Other endpoints keep their own counters.
      expect((await other.call('GET', '/connectors/0', { token: k })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
