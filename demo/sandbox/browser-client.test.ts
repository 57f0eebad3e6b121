// The widget's browser HTTP client (src/api) against the real sandbox: a Connect Token's journey and every error told apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.js';
import { isApiError, type ApiError } from '../../src/api/errors.js';
import { isFinal, sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

let s: SandboxKit;
beforeAll(async () => {
  s = await sandboxClient();
});
afterAll(() => s.close());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('createApiClient against the sandbox', () => {
  it('walks a connection with a Connect Token: search, create, poll, the accounts the success screen lists', async () => {
    const api = createApiClient({ baseUrl: s.url, token: await s.connectToken() });
    const page = await api.listConnectors({ sandbox: true, name: 'sandbox bank' });
    const bank = page.results.find((c) => c.name === 'Sandbox Bank');
    expect(bank?.credentials?.map((c) => c.name)).toEqual(['user', 'password']);
    let item = await api.createItem({ connectorId: bank?.id ?? -1, parameters: { user: 'user-ok', password: 'password-ok' } });
    while (!isFinal(item)) item = await api.getItem(item.id);
    expect(item.executionStatus).toBe('SUCCESS');
    const accounts = await api.listAccounts(item.id);
    expect(accounts.results.length).toBeGreaterThan(0);
    // The client keeps what the success screen lists (a Connect Token's reduced fields are the data routes' own test).
    expect(accounts.results[0]).toMatchObject({
      id: expect.any(String),
      type: expect.any(String),
      number: expect.any(String),
      name: expect.any(String),
    });
  });

  it('answers a two-step MFA through sendMfa', async () => {
    const api = createApiClient({ baseUrl: s.url, token: await s.connectToken() });
    let item = await api.createItem({ connectorId: 3, parameters: { user: 'user-ok', password: 'password-ok' } });
    while (item.status !== 'WAITING_USER_INPUT') item = await api.getItem(item.id);
    item = await api.sendMfa(item.id, { [item.parameter?.name ?? '']: '123456' });
    while (!isFinal(item)) item = await api.getItem(item.id);
    expect(item.executionStatus).toBe('SUCCESS');
  });

  it('reads each failure as a typed error', async () => {
    const token = await s.connectToken();
    const api = createApiClient({ baseUrl: s.url, token });
    const invalid = await failure(api.createItem({ connectorId: 0, parameters: { user: 'user-ok', password: 'abc' } }));
    expect(invalid).toMatchObject({
      code: 'VALIDATION',
      status: 400,
      parameterErrors: [expect.objectContaining({ parameter: 'password', code: '002' })],
    });
    expect(invalid.message).not.toContain('abc');

    const created = await api.createItem({ connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' } });
    expect(await failure(api.updateItem(created.id, {}))).toMatchObject({ code: 'ITEM_IS_ALREADY_UPDATING', status: 409 });

    const other = createApiClient({ baseUrl: s.url, token: await s.connectToken() });
    expect(await failure(other.getItem(created.id))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    // The widget never deletes an item; a Connect Token may not either.
    const deleted = await fetch(`${s.url}/items/${created.id}`, { method: 'DELETE', headers: { 'X-API-KEY': token } });
    expect(deleted.status).toBe(403);
    expect(await failure(api.getItem('00000000-0000-4000-8000-000000000000'))).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const forged = createApiClient({ baseUrl: s.url, token: `${token.slice(0, -4)}AAAA` });
    const unauthorized = await failure(forged.listConnectors());
    expect(unauthorized).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(String(unauthorized)).not.toContain(token.slice(0, 20));
  });

  it('waits out a 429 once, as long as the sandbox asks, then reports RATE_LIMITED', async () => {
    // Its own sandbox: the per-minute budget of PATCH /items must be untouched by other tests.
    const fresh = await sandboxClient();
    const key = await fresh.apiKey();
    const waits: number[] = [];
    const api = createApiClient({ baseUrl: fresh.url, token: key, sleep: async (ms) => void waits.push(ms) });
    const id = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 20; i++) expect(await failure(api.updateItem(id, {}))).toMatchObject({ code: 'NOT_FOUND' });
    const limited = await failure(api.updateItem(id, {}));
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
    await fresh.close();
  });

  it('reports the sandbox being down as NETWORK', async () => {
    const down = await sandboxClient();
    const url = down.url;
    await down.close();
    const api = createApiClient({ baseUrl: url, token: 'x' });
    expect(await failure(api.listConnectors())).toMatchObject({ code: 'NETWORK' });
  });
});
