// Every sandbox outcome of an item, walked over real HTTP as a client polls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../../../src/api/schemas/index.js';
import { isFinal, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  // The default input time-out, so a loaded machine still answers every challenge in time: the
  // time-out test moves the clock past it instead of waiting it out.
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const login = (user: string, password = 'password-ok') => ({ user, password });

describe('outcomes by username on Sandbox Bank (connector 0)', () => {
  it.each([
    ['user-ok', 'UPDATED', 'SUCCESS', null],
    ['user-ok-account-error', 'UPDATED', 'PARTIAL_SUCCESS', null],
    ['user-unavailable', 'OUTDATED', 'SITE_NOT_AVAILABLE', 'SITE_NOT_AVAILABLE'],
    ['user-error', 'OUTDATED', 'ERROR', 'ERROR'],
    ['user-connection-error', 'OUTDATED', 'CONNECTION_ERROR', 'CONNECTION_ERROR'],
    ['user-account-need-actions', 'LOGIN_ERROR', 'ACCOUNT_NEEDS_ACTION', 'ACCOUNT_NEEDS_ACTION'],
    ['user-auth-pending', 'OUTDATED', 'USER_AUTHORIZATION_PENDING', 'USER_AUTHORIZATION_PENDING'],
    ['somebody-else', 'LOGIN_ERROR', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'],
    // Names every object has: no special username, so no way in.
    ['constructor', 'LOGIN_ERROR', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'],
    ['__proto__', 'LOGIN_ERROR', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'],
    ['toString', 'LOGIN_ERROR', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'],
  ])('%s ends %s / %s', async (user, status, executionStatus, errorCode) => {
    const created = await s.createItem(key, 0, login(user));
    expect(created).toMatchObject({ status: 'UPDATING', executionStatus: 'CREATED' });
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item.status).toBe(status);
    expect(item.executionStatus).toBe(executionStatus);
    expect(item.error?.code ?? null).toBe(errorCode);
  });

  it('reports per product which ones failed on PARTIAL_SUCCESS', async () => {
    const created = await s.createItem(key, 0, login('user-ok-account-error'));
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item.statusDetail?.accounts?.isUpdated).toBe(false);
    expect(item.statusDetail?.transactions?.isUpdated).toBe(false);
    expect(item.statusDetail?.creditCards?.isUpdated).toBe(true);
  });

  it('carries the institution message in Portuguese for ACCOUNT_NEEDS_ACTION and attributes for USER_AUTHORIZATION_PENDING', async () => {
    const a = await s.createItem(key, 0, login('user-account-need-actions'));
    const b = await s.createItem(key, 0, login('user-auth-pending'));
    const needsAction = (await s.waitForItem(key, a.id, isFinal)).item;
    const pending = (await s.waitForItem(key, b.id, isFinal)).item;
    expect(needsAction.error?.providerMessage).toMatch(/conta/);
    expect(pending.error?.attributes).toEqual({ deviceNickname: expect.any(String) });
  });

  it('moves through the product steps while UPDATING, then schedules the next auto-sync', async () => {
    // Steps that never end by themselves: the clock moves one step at a time and every one is read,
    // however loaded the machine.
    const stepMs = 60_000;
    const stepped = await sandboxClient({ stepMs });
    const seen: string[] = [];
    let item: Item;
    try {
      const steppedKey = await stepped.apiKey();
      const created = await stepped.createItem(steppedKey, 0, login('user-ok'), { products: ['ACCOUNTS', 'CREDIT_CARDS', 'TRANSACTIONS'] });
      for (;;) {
        item = (await stepped.call<Item>('GET', `/items/${created.id}`, { token: steppedKey })).body;
        if (seen.at(-1) !== item.executionStatus) seen.push(item.executionStatus);
        if (isFinal(item) || seen.length > 20) break;
        stepped.sandbox.deps.clock.advance(stepMs);
      }
    } finally {
      await stepped.close();
    }
    expect(seen).toEqual(['CREATED', 'LOGIN_IN_PROGRESS', 'ACCOUNTS_IN_PROGRESS', 'CREDITCARDS_IN_PROGRESS', 'TRANSACTIONS_IN_PROGRESS', 'SUCCESS']);
    expect(item.lastUpdatedAt).toEqual(expect.any(String));
    expect(Date.parse(item.nextAutoSyncAt ?? '') - Date.parse(item.lastUpdatedAt ?? '')).toBe(24 * 60 * 60 * 1000);
  });

  it('counts consecutive failed logins and resets them on success', async () => {
    const created = await s.createItem(key, 0, login('user-ok', 'wrong-password'));
    let item = (await s.waitForItem(key, created.id, isFinal)).item;
    expect(item.consecutiveFailedLoginAttempts).toBe(1);
    expect(item.nextAutoSyncAt).toBeNull();
    await s.call('PATCH', `/items/${created.id}`, { token: key, body: {} });
    item = (await s.waitForItem(key, created.id, (i) => isFinal(i) && i.consecutiveFailedLoginAttempts === 2)).item;
    expect(item.executionStatus).toBe('INVALID_CREDENTIALS');
    await s.call('PATCH', `/items/${created.id}`, { token: key, body: { parameters: { password: 'password-ok' } } });
    item = (await s.waitForItem(key, created.id, (i) => i.status === 'UPDATED')).item;
    expect(item.consecutiveFailedLoginAttempts).toBe(0);
  });

  it('retries an OUTDATED item hourly five times, then drops it from auto-sync', async () => {
    const created = await s.createItem(key, 0, login('user-unavailable'));
    const hour = 60 * 60 * 1000;
    for (let attempt = 1; attempt <= 6; attempt++) {
      if (attempt > 1) await s.call('PATCH', `/items/${created.id}`, { token: key, body: {} });
      const { item } = await s.waitForItem(key, created.id, (i) => i.status === 'OUTDATED');
      const gap = item.nextAutoSyncAt ? Date.parse(item.nextAutoSyncAt) - Date.parse(item.updatedAt ?? '') : null;
      expect(gap === null ? null : Math.round(gap / 1000)).toBe(attempt <= 5 ? hour / 1000 : null);
    }
  });
});

describe('challenges', () => {
  it.each([
    ['one-step MFA accepted', 1, { user: 'user-ok', password: 'password-ok', token: '123456' }, 'SUCCESS'],
    ['one-step MFA wrong', 1, { user: 'user-ok', password: 'password-ok', token: '654321' }, 'INVALID_CREDENTIALS_MFA'],
  ])('%s', async (_name, connectorId, parameters, executionStatus) => {
    const created = await s.createItem(key, connectorId, parameters);
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item.executionStatus).toBe(executionStatus);
  });

  it.each([
    ['two-step token', 3, 'token', 'number'],
    ['image', 4, 'captcha', 'image'],
    ['select', 5, 'security_phrase', 'select'],
  ])('%s: waits for the parameter, then a right answer succeeds and a wrong one fails', async (_name, connectorId, name, type) => {
    for (const [answer, expected] of [
      ['123456', 'SUCCESS'],
      ['000001', 'INVALID_CREDENTIALS_MFA'],
    ] as const) {
      const created = await s.createItem(key, connectorId, login('user-ok'));
      const { item } = await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
      expect(item.executionStatus).toBe('WAITING_USER_INPUT');
      expect(item.parameter).toMatchObject({ name, type });
      expect(Date.parse(item.parameter?.expiresAt ?? '')).toBeGreaterThan(Date.now());
      if (type === 'image') expect(item.parameter?.data).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      if (type === 'select') expect(item.parameter?.options?.map((o) => o.value)).toContain('123456');
      const mfa = await s.call('POST', `/items/${created.id}/mfa`, { token: key, body: { [name]: answer } });
      expect(mfa.status).toBe(200);
      expect(mfa.body).toMatchObject({ status: 'UPDATING', executionStatus: 'LOGIN_MFA_IN_PROGRESS', parameter: null });
      const done = await s.waitForItem(key, created.id, isFinal);
      expect(done.item.executionStatus).toBe(expected);
    }
  });

  it('ends OUTDATED / USER_INPUT_TIMEOUT when the MFA is never answered', async () => {
    const created = await s.createItem(key, 3, login('user-ok'));
    await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    s.sandbox.deps.clock.advance(s.sandbox.deps.config.userInputTimeoutMs);
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item).toMatchObject({ status: 'OUTDATED', executionStatus: 'USER_INPUT_TIMEOUT', parameter: null });
  });

  it('rejects an MFA answer that lacks the parameter, and one sent when nothing is asked', async () => {
    const created = await s.createItem(key, 3, login('user-ok'));
    await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    const missing = await s.call('POST', `/items/${created.id}/mfa`, { token: key, body: { other: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: [{ parameter: 'token' }] });
    const done = await s.createItem(key, 0, login('user-ok'));
    await s.waitForItem(key, done.id, isFinal);
    expect((await s.call('POST', `/items/${done.id}/mfa`, { token: key, body: { token: '123456' } })).status).toBe(400);
  });

  it('app approval waits for the user action, then is approved', async () => {
    const created = await s.createItem(key, 6, login('user-ok'));
    const waiting = await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_ACTION');
    expect(waiting.item.userAction?.instructions).toMatch(/approve/i);
    expect(waiting.item.userAction?.expiresAt).toEqual(expect.any(String));
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item.executionStatus).toBe('SUCCESS');
  });
});
