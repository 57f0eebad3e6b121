// Update mode over HTTP: re-sync with stored credentials, new credentials after a login error, 409.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isFinal } from '../api/testing/sandbox-client.js';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

let s: StartedSandbox;
/** Syncs last seconds, so an update can find the item still running. */
let slow: StartedSandbox;
let apiKey: string;
let kit: FlowKit | undefined;
beforeAll(async () => {
  [s, slow] = await Promise.all([startSandbox(), startSandbox({ stepMs: 300 })]);
  apiKey = await s.apiKey();
});
afterEach(() => kit?.flow.dispose());
afterAll(() => Promise.all([s.close(), slow.close()]));

/** An item that has finished its first sync, created by the merchant's server. */
async function existingItem(user: string, password = 'password-ok') {
  const created = await s.createItem(apiKey, 0, { user, password });
  return (await s.waitForItem(apiKey, created.id, isFinal)).item;
}

describe('update mode', () => {
  it('an item that needs no credentials is re-synced without parameters, skipping search', async () => {
    const item = await existingItem('user-ok');
    kit = await flowKit(s, { updateItem: item.id }, { tokenBody: { itemId: item.id } });
    await kit.flow.start();
    const done = await kit.until('success');
    expect(done.item.id).toBe(item.id);
    expect(done.item.lastUpdatedAt).not.toBe(item.lastUpdatedAt);
    expect(kit.steps()).toEqual(['connecting', 'success']);
    expect(kit.successes).toHaveLength(1);
  });

  it('an item with a login error shows the form; the new credentials update it', async () => {
    const item = await existingItem('user-ok', 'old-password');
    expect(item.status).toBe('LOGIN_ERROR');
    kit = await flowKit(s, { updateItem: item.id }, { tokenBody: { itemId: item.id } });
    await kit.flow.start();
    const form = await kit.until('credentials');
    expect(form.errors.form?.code).toBe('INVALID_CREDENTIALS');
    expect(form.fields.map((f) => f.name)).toEqual(['user', 'password']);
    kit.flow.back(); // no consent step to go back to in update mode
    expect(kit.flow.state.value.step).toBe('credentials');
    kit.fill({ user: 'user-ok', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    expect(done.item).toMatchObject({ id: item.id, status: 'UPDATED' });
    expect(kit.events.map((e) => e.event)).toContain('SUBMITTED_LOGIN');
  });

  it('an item already updating ends already-updating (409); retry follows that sync to its end', async () => {
    const created = await slow.createItem(await slow.apiKey(), 0, { user: 'user-ok', password: 'password-ok' });
    kit = await flowKit(slow, { updateItem: created.id }, { tokenBody: { itemId: created.id } });
    await kit.flow.start();
    const ended = await kit.until('error');
    expect(ended).toMatchObject({ kind: 'already-updating', code: 'ITEM_IS_ALREADY_UPDATING', canRetry: true });
    expect(kit.errors).toEqual([
      expect.objectContaining({ code: 'ITEM_IS_ALREADY_UPDATING', data: { item: expect.objectContaining({ id: created.id }) } }),
    ]);
    await kit.flow.retry();
    const done = await kit.until('success', undefined, 15_000);
    expect(done.item.id).toBe(created.id);
  });

  it('an item that is gone ends on ITEM_NOT_FOUND', async () => {
    const item = await existingItem('user-ok');
    kit = await flowKit(s, { updateItem: item.id }, { tokenBody: { itemId: item.id } });
    const deleted = await s.call('DELETE', `/items/${item.id}`, { token: apiKey });
    expect(deleted.status).toBe(200);
    await kit.flow.start();
    expect(await kit.until('error')).toMatchObject({ code: 'ITEM_NOT_FOUND' });
    expect(kit.errors).toHaveLength(1);
  });
});
