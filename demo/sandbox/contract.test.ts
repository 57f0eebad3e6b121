// Contract: the public Node client of this API (pluggy-sdk), unchanged, driven end to end against the sandbox over real HTTP.
import type { PluggyClient } from 'pluggy-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicClient, sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

let s: SandboxKit;
let client: PluggyClient;

beforeAll(async () => {
  s = await sandboxClient();
  client = publicClient(s);
});
afterAll(() => s.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const FINAL = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];

describe('pluggy-sdk against the sandbox', () => {
  it('finds the sandbox connectors with comma-joined filters', async () => {
    const page = await client.fetchConnectors({ sandbox: true, countries: ['BR'], name: 'sandbox' });
    expect(page.results.map((c) => c.id)).toEqual(expect.arrayContaining([0, 1, 3, 600]));
    expect(page.results.every((c) => c.isSandbox)).toBe(true);
    const withoutSandbox = await client.fetchConnectors({ countries: ['BR'] });
    expect(withoutSandbox.results.some((c) => c.isSandbox)).toBe(false);
    const connector = await client.fetchConnector(0);
    expect(connector.name).toBe('Sandbox Bank');
  });

  it('connects an item, reads its data, and updates it', async () => {
    const created = await client.createItem(0, { user: 'user-ok', password: 'password-ok' }, { clientUserId: 'contract-user' });
    expect(created.status).toBe('UPDATING');
    const item = await until(
      () => client.fetchItem(created.id),
      (i) => FINAL.includes(i.status),
    );
    expect(item.status).toBe('UPDATED');
    expect(item.executionStatus).toBe('SUCCESS');
    expect(item.clientUserId).toBe('contract-user');
    // Dates come as toISOString() strings, which the client turns into Date objects.
    expect(item.createdAt).toBeInstanceOf(Date);

    const accounts = await client.fetchAccounts(item.id);
    expect(accounts.results.length).toBeGreaterThan(0);
    const bank = accounts.results.find((a) => a.type === 'BANK');
    expect(bank?.bankData).toBeTruthy();
    const transactions = await client.fetchTransactions(bank?.id ?? '', { pageSize: 500 });
    expect(transactions.total).toBeGreaterThan(0);
    expect(transactions.results[0]?.accountId).toBe(bank?.id);

    const updated = await client.updateItem(item.id);
    expect(updated.status).toBe('UPDATING');
    const again = await until(
      () => client.fetchItem(item.id),
      (i) => FINAL.includes(i.status),
    );
    expect(again.executionStatus).toBe('SUCCESS');
  });

  it('answers MFA through updateItemMFA on a two-step connector', async () => {
    const created = await client.createItem(3, { user: 'user-ok', password: 'password-ok' });
    const waiting = await until(
      () => client.fetchItem(created.id),
      (i) => i.status === 'WAITING_USER_INPUT',
    );
    expect(waiting.parameter?.name).toBe('token');
    expect(waiting.parameter?.expiresAt).toBeInstanceOf(Date);
    await client.updateItemMFA(created.id, { [waiting.parameter?.name ?? 'token']: '123456' });
    const done = await until(
      () => client.fetchItem(created.id),
      (i) => FINAL.includes(i.status),
    );
    expect(done.executionStatus).toBe('SUCCESS');
  });

  it('reads investments of an investment connector', async () => {
    const created = await client.createItem(7, { user: 'user-ok', password: 'password-ok' });
    await until(
      () => client.fetchItem(created.id),
      (i) => FINAL.includes(i.status),
    );
    const investments = await client.fetchInvestments(created.id);
    expect(investments.results.length).toBeGreaterThan(0);
    const first = investments.results[0];
    expect(await client.fetchInvestment(first?.id ?? '')).toMatchObject({ id: first?.id, itemId: created.id });
  });

  it('validates parameters and rejects bad ones with the public error shape', async () => {
    const result = await client.validateParameters(0, { user: 'user-ok' });
    expect(result.errors).toEqual([expect.objectContaining({ parameter: 'password' })]);
    await expect(client.createItem(0, { user: 'user-ok' })).rejects.toMatchObject({
      code: 400,
      message: expect.any(String),
      details: [expect.objectContaining({ parameter: 'password' })],
    });
  });

  it('mints a Connect Token that the sandbox accepts as a credential', async () => {
    const created = await client.createItem(0, { user: 'user-ok', password: 'password-ok' });
    const { accessToken } = await client.createConnectToken(created.id, { clientUserId: 'u-9' });
    const r = await s.call('GET', `/items/${created.id}`, { token: accessToken });
    expect(r.status).toBe(200);
    await client.deleteItem(created.id);
    await expect(client.fetchItem(created.id)).rejects.toMatchObject({ code: 404 });
  });
});
