// How long a shared sandbox keeps items, over real HTTP: a while after their last use, the least recently used first past the bound, their data and events with them.
import type { Item } from '../../../../src/api/schemas/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../core/clock.js';
import { type SandboxKit, sandboxClient } from '../../testing/sandbox-kit.js';

const TTL_MS = 60_000;
const START = Date.parse('2025-03-15T12:00:00.000Z');
const CREDENTIALS = { user: 'user-ok', password: 'password-ok' };

type Json = Record<string, unknown>;

let s: SandboxKit | undefined;
afterEach(() => s?.close());

/** A sandbox on a frozen clock, kept by a machine time the test moves: nothing moves unless told. */
async function retaining(settings: { maxItems?: number; itemTtlMs?: number }) {
  const machine = { now: START };
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }), realTime: () => machine.now, ...settings });
  const kit = s;
  const key = await kit.apiKey();
  const status = async (id: string, token = key) => (await kit.call('GET', `/items/${id}`, { token })).status;
  /** A Sandbox Bank item through POST /items, synced to its end by moving the sandbox's clock. */
  const synced = async (): Promise<Item> => {
    const item = await kit.createItem(key, 0, CREDENTIALS);
    kit.sandbox.deps.clock.advance(TTL_MS);
    return item;
  };
  return { kit, key, machine, status, synced };
}

describe('an item unused for the time to keep it', () => {
  it('goes, with its data, its users’ choices and its events; until then each use keeps it longer', async () => {
    const { kit, key, machine, status, synced } = await retaining({ itemTtlMs: TTL_MS });
    const item = await synced();
    const accounts = await kit.call<{ results: Json[] }>('GET', `/accounts?itemId=${item.id}`, { token: key });
    const accountId = String(accounts.body.results[0]?.id);
    const movements = await kit.call<{ results: Json[] }>('GET', `/transactions?accountId=${accountId}`, { token: key });
    const transactionId = String(movements.body.results[0]?.id);
    expect((await kit.call('PATCH', `/transactions/${transactionId}`, { token: key, body: { categoryId: '07010000' } })).status).toBe(200);
    const other = await synced();

    machine.now += TTL_MS - 1;
    expect(await status(item.id)).toBe(200);
    machine.now += TTL_MS - 1;
    expect(await status(item.id)).toBe(200);
    machine.now += TTL_MS;
    for (const path of [`/items/${item.id}`, `/accounts?itemId=${item.id}`, `/accounts/${accountId}`, `/transactions/${transactionId}`]) {
      expect((await kit.call('GET', path, { token: key })).status, path).toBe(404);
    }
    expect(await status(other.id)).toBe(404);
    const events = await kit.call<{ results: { itemId: string | null }[] }>('GET', '/sandbox/events?pageSize=500', { token: key });
    expect(events.body.results.filter((e) => e.itemId === item.id || e.itemId === other.id)).toEqual([]);
    const { store } = kit.sandbox.deps;
    expect(store.collection('userCategories').where('itemId', item.id)).toEqual([]);
    expect(store.collection('items').size).toBe(0);
  });

  it("is not aged by the sandbox's clock, which clients move to see what time does", async () => {
    const { kit, machine, status, synced } = await retaining({ itemTtlMs: TTL_MS });
    const item = await synced();
    kit.sandbox.deps.clock.advance(365 * 24 * 60 * 60 * 1000);
    machine.now += TTL_MS - 1;
    // A new key: the year has expired the first.
    expect(await status(item.id, await kit.apiKey())).toBe(200);
  });
});

describe('past the most items kept', () => {
  it('lets the least recently used go first: a read counts as use', async () => {
    const { kit, key, status } = await retaining({ maxItems: 3 });
    const [a, b, c] = [
      await kit.createItem(key, 0, CREDENTIALS),
      await kit.createItem(key, 0, CREDENTIALS),
      await kit.createItem(key, 0, CREDENTIALS),
    ];
    expect(await status(a.id)).toBe(200);
    const d = await kit.createItem(key, 0, CREDENTIALS);
    expect(await Promise.all([a, b, c, d].map((item) => status(item?.id ?? '')))).toEqual([200, 404, 200, 200]);
  });

  it('stops the sync of an item let go, which then raises nothing', async () => {
    const { kit, key, status } = await retaining({ maxItems: 2 });
    const first = await kit.createItem(key, 0, CREDENTIALS);
    await kit.createItem(key, 0, CREDENTIALS);
    await kit.createItem(key, 0, CREDENTIALS);
    expect(await status(first.id)).toBe(404);
    kit.sandbox.deps.clock.advance(TTL_MS);
    const events = await kit.call<{ results: { itemId: string | null; event: string }[] }>('GET', '/sandbox/events?pageSize=500', {
      token: await kit.apiKey(),
    });
    expect(events.body.results.filter((e) => e.itemId === first.id)).toEqual([]);
    expect(events.body.results.filter((e) => e.event === 'item/updated')).toHaveLength(2);
  });
});
