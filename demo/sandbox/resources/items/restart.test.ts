// A sandbox stopped mid-sync and started again: on a SQLite store the item ends its sync and its data comes back the same; in memory it is gone (404).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Item } from '../../../../src/api/schemas/index.js';
import type { StoreSetting } from '../../config.js';
import { isFinal, type SandboxKit, sandboxClient } from '../../testing/sandbox-kit.js';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const running: SandboxKit[] = [];
afterEach(async () => {
  for (const kit of running.splice(0)) await kit.close();
});

/** Tokens stay valid across the restart, as SANDBOX_SIGNING_SECRET keeps them. */
const SIGNING_SECRET = 'restart-test-signing-secret';
/** Long enough that closing right after the item's creation stops its sync midway. */
const STEP_MS = 150;
const CREDENTIALS = { user: 'user-ok', password: 'password-ok' };

async function start(store: StoreSetting): Promise<SandboxKit> {
  const kit = await sandboxClient({ store, signingSecret: SIGNING_SECRET, stepMs: STEP_MS });
  running.push(kit);
  return kit;
}

/** A Sandbox Bank item created with a Connect Token, as the widget creates it, then the sandbox stopped while it syncs. */
async function stoppedMidSync(store: StoreSetting): Promise<{ item: Item; connectToken: string }> {
  const kit = await start(store);
  const connectToken = await kit.connectToken({ options: { clientUserId: 'user-42' } });
  const item = await kit.createItem(connectToken, 0, CREDENTIALS);
  expect(item.status).toBe('UPDATING');
  await kit.close();
  running.splice(running.indexOf(kit), 1);
  return { item, connectToken };
}

describe('a sandbox stopped mid-sync and started again', () => {
  it('on a SQLite store: the item ends its sync, the Connect Token still reaches it, and its data is drawn the same after another restart', async () => {
    const store: StoreSetting = { kind: 'sqlite', path: join(folder, 'shared.sqlite') };
    const { item, connectToken } = await stoppedMidSync(store);

    const again = await start(store);
    const key = await again.apiKey();
    const { item: ended } = await again.waitForItem(key, item.id, isFinal);
    expect(ended).toMatchObject({ id: item.id, status: 'UPDATED', executionStatus: 'SUCCESS', clientUserId: 'user-42' });
    expect((await again.call<Item>('GET', `/items/${item.id}`, { token: connectToken })).status).toBe(200);
    const accounts = await again.call<{ results: { id: string; balance: number }[] }>('GET', `/accounts?itemId=${item.id}`, { token: key });
    expect(accounts.body.results.length).toBeGreaterThan(0);
    await again.close();
    running.splice(running.indexOf(again), 1);

    const third = await start(store);
    const thirdKey = await third.apiKey();
    expect((await third.call<Item>('GET', `/items/${item.id}`, { token: thirdKey })).body).toMatchObject({
      status: 'UPDATED',
      lastUpdatedAt: ended.lastUpdatedAt,
    });
    expect((await third.call('GET', `/accounts?itemId=${item.id}`, { token: thirdKey })).body).toEqual(accounts.body);
  });

  it('on a SQLite store: the clock stays as far ahead as it was moved', async () => {
    const store: StoreSetting = { kind: 'sqlite', path: join(folder, 'clock.sqlite') };
    const kit = await start(store);
    const day = 24 * 60 * 60 * 1000;
    const moved = await kit.call<{ now: string }>('POST', '/sandbox/clock/advance', { token: await kit.apiKey(), body: { ms: day } });
    await kit.close();
    running.splice(running.indexOf(kit), 1);
    const again = await start(store);
    expect(again.sandbox.deps.clock.now()).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
    expect(again.sandbox.deps.clock.now()).toBeLessThan(Date.parse(moved.body.now) + 60_000);
  });

  it('in memory: the item is gone, 404 as a deleted one, which the widget turns into a new connection', async () => {
    const { item, connectToken } = await stoppedMidSync({ kind: 'memory' });
    const again = await start({ kind: 'memory' });
    expect((await again.call('GET', `/items/${item.id}`, { token: await again.apiKey() })).status).toBe(404);
    expect((await again.call('GET', `/items/${item.id}`, { token: connectToken })).status).toBe(404);
  });
});
