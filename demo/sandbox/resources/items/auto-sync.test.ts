// Auto-sync over real HTTP, on a clock the test moves: an item syncs again by itself, and a later sync posts, settles anew or reverses the movements an earlier one found pending.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Item, Page, Transaction } from '../../../../src/api/schemas/index.js';
import { createClock } from '../../core/clock.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOGIN = { user: 'user-ok', password: 'password-ok' };

type Notification = Record<string, unknown> & { event: string; itemId?: string };

let s: SandboxKit;
let key: string;
// Late in the day, so most of the day's movements are still pending at the first sync.
const clock = createClock({ startAt: Date.parse('2025-03-15T23:30:00.000Z'), frozen: true });

beforeAll(async () => {
  s = await sandboxClient({ clock });
});
afterAll(() => s.close());
beforeEach(async () => {
  key = await s.apiKey();
});

const advance = async (ms: number) => {
  expect((await s.call('POST', '/sandbox/clock/advance', { token: key, body: { ms } })).status).toBe(200);
  // API Keys live two hours of the sandbox's clock.
  key = await s.apiKey();
};
const item = async (id: string) => (await s.call<Item>('GET', `/items/${id}`, { token: key })).body;
const notifications = async (itemId: string, event?: string): Promise<Notification[]> => {
  const r = await s.call<Page<{ notification: Notification }>>('GET', `/sandbox/events?pageSize=500${event ? `&event=${event}` : ''}`, {
    token: key,
  });
  return r.body.results
    .map((e) => e.notification)
    .filter((n) => n.itemId === itemId)
    .reverse();
};
/** An item created now and synced: the clock moved a minute for its steps. */
const synced = async (connectorId: number, parameters: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const created = await s.createItem(key, connectorId, parameters, extra);
  await advance(MINUTE);
  return item(created.id);
};
/** Every movement of the item's accounts, by id. */
const movements = async (itemId: string): Promise<Map<string, Transaction>> => {
  const accounts = await s.call<Page<{ id: string }>>('GET', `/accounts?itemId=${itemId}`, { token: key });
  const all = new Map<string, Transaction>();
  for (const account of accounts.body.results) {
    const page = await s.call<Page<Transaction>>('GET', `/transactions?accountId=${account.id}&pageSize=500`, { token: key });
    for (const t of page.body.results) all.set(t.id, t);
  }
  return all;
};

describe('auto-sync', () => {
  it('syncs an UPDATED item again a day later, by itself, and schedules the next', async () => {
    const first = await synced(0, LOGIN);
    expect(first).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
    const due = Date.parse(first.nextAutoSyncAt ?? '');
    expect(due - Date.parse(first.lastUpdatedAt ?? '')).toBe(DAY);
    await advance(due - clock.now() - 1);
    expect((await item(first.id)).lastUpdatedAt).toBe(first.lastUpdatedAt);
    await advance(MINUTE);
    const second = await item(first.id);
    expect(second).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
    expect(Date.parse(second.lastUpdatedAt ?? '')).toBeGreaterThan(due);
    expect(Date.parse(second.nextAutoSyncAt ?? '') - Date.parse(second.lastUpdatedAt ?? '')).toBe(DAY);
    const events = (await notifications(first.id)).map((n) => n.event);
    expect(events.slice(0, 6)).toEqual([
      'item/created',
      'item/login_succeeded',
      'item/updated',
      'transactions/created',
      'item/login_succeeded',
      'item/updated',
    ]);
    // Then what the new sync did to the movements: those added since, and those the first found pending.
    expect(events.slice(6).every((e) => e.startsWith('transactions/'))).toBe(true);
  });

  it('syncs an item once on the first day a move of the clock crosses, and once more where the move ends', async () => {
    const made = await synced(0, LOGIN);
    await advance(30 * DAY);
    await advance(MINUTE);
    const after = await item(made.id);
    expect(after).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
    expect(Date.parse(after.lastUpdatedAt ?? '')).toBeGreaterThan(clock.now() - 2 * MINUTE);
    const updates = (await notifications(made.id, 'item/updated')).map((n) => n.itemId);
    expect(updates).toHaveLength(3);
  });

  it('retries an OUTDATED item hourly five times, then drops it from auto-sync', async () => {
    const outdated = await synced(0, { user: 'user-unavailable', password: 'password-ok' });
    for (let retry = 1; retry <= 5; retry++) {
      await advance(HOUR);
      expect(await notifications(outdated.id, 'item/error')).toHaveLength(retry + 1);
    }
    expect((await item(outdated.id)).nextAutoSyncAt).toBeNull();
    await advance(2 * DAY);
    expect(await notifications(outdated.id, 'item/error')).toHaveLength(6);
  });

  it.each([
    ['a LOGIN_ERROR item', { user: 'someone-else', password: 'password-ok' }],
    ['a deleted item', LOGIN],
  ])('does not sync %s', async (label, parameters) => {
    const made = await synced(0, parameters);
    if (label === 'a deleted item') await s.call('DELETE', `/items/${made.id}`, { token: key });
    const before = (await notifications(made.id)).length;
    await advance(2 * DAY);
    expect(await notifications(made.id)).toHaveLength(before);
  });

  it('an update in between moves the auto-sync to a day after the update', async () => {
    const made = await synced(0, LOGIN);
    await advance(12 * HOUR);
    await s.call('PATCH', `/items/${made.id}`, { token: key, body: {} });
    await advance(MINUTE);
    const updated = await item(made.id);
    await advance(DAY - 2 * MINUTE);
    expect((await item(made.id)).lastUpdatedAt).toBe(updated.lastUpdatedAt);
    await advance(2 * MINUTE);
    expect((await item(made.id)).lastUpdatedAt).not.toBe(updated.lastUpdatedAt);
  });

  it("syncs an open-finance item under its consent in force, without asking for the user's authorization again", async () => {
    const created = await s.createItem(key, 600, { cpf: '529.982.247-25' });
    await advance(MINUTE);
    const waiting = await item(created.id);
    const state = new URL(String(waiting.parameter?.data)).searchParams.get('state') ?? '';
    await fetch(`${s.url}/oauth/authorize`, { method: 'POST', body: new URLSearchParams({ state, decision: 'authorized' }), redirect: 'manual' });
    await advance(MINUTE);
    const first = await item(created.id);
    expect(first.status).toBe('UPDATED');
    await advance(DAY);
    const second = await item(created.id);
    expect(second).toMatchObject({ status: 'UPDATED', executionStatus: 'SUCCESS' });
    expect(second.lastUpdatedAt).not.toBe(first.lastUpdatedAt);
    expect(await notifications(created.id, 'item/waiting_user_input')).toHaveLength(1);
  });
});

describe('what a later sync does to the movements an earlier one found pending', () => {
  it('posts them (transactions/updated), settles some for another amount, reverses a few (transactions/deleted), and GET /transactions shows it', async () => {
    // About one item in ten has a reversal among its pending movements beside a posting: items are
    // made a dozen at a time and moved through the same day, until one has. One at a time, each
    // day moved on synced every earlier item again, and the search slowed as it went.
    let found: { id: string; before: Map<string, Transaction> } | undefined;
    for (let round = 0; round < 10 && !found; round++) {
      const made = await Promise.all(Array.from({ length: 12 }, () => s.createItem(key, 0, LOGIN)));
      await advance(MINUTE);
      const before = await Promise.all(made.map(({ id }) => movements(id)));
      await advance(DAY);
      for (const [index, { id }] of made.entries()) {
        const both = await Promise.all(['transactions/deleted', 'transactions/updated'].map((event) => notifications(id, event)));
        if (both.every((events) => events.length > 0)) {
          found = { id, before: before[index] ?? new Map() };
          break;
        }
      }
    }
    if (!found) throw new Error('no item among 120 had a pending movement reversed');
    const { id, before } = found;
    const after = await movements(id);
    const pendingBefore = [...before.values()].filter((t) => t.status === 'PENDING').map((t) => t.id);
    const syncedAt = (await item(id)).lastUpdatedAt;

    const deleted = (await notifications(id, 'transactions/deleted')).flatMap((n) => n.transactionIds as string[]);
    expect(deleted.length).toBeGreaterThan(0);
    for (const txId of deleted) {
      expect(pendingBefore).toContain(txId);
      expect(after.has(txId)).toBe(false);
      expect((await s.call('GET', `/transactions/${txId}`, { token: key })).status).toBe(404);
    }

    const updated = (await notifications(id, 'transactions/updated')).flatMap((n) => n.transactionIds as string[]);
    expect(updated.length).toBeGreaterThan(0);
    for (const txId of updated) {
      const now = (await s.call<Transaction>('GET', `/transactions/${txId}`, { token: key })).body;
      expect(now).toMatchObject({ status: 'POSTED', updatedAt: syncedAt, createdAt: before.get(txId)?.createdAt });
    }
    // Every movement pending before is now posted or gone; one posted before is as it was.
    expect([...pendingBefore].sort()).toEqual([...updated, ...deleted].sort());
    const posting = ({ status, amount, balance, date, description, createdAt, updatedAt }: Transaction) => ({
      status,
      amount,
      balance,
      date,
      description,
      createdAt,
      updatedAt,
    });
    for (const [txId, t] of before) if (t.status === 'POSTED') expect(posting(after.get(txId) ?? t)).toEqual(posting(t));

    const [created] = await notifications(id, 'transactions/created').then((all) => all.slice(-1));
    const account = [...after.values()].find((t) => t.createdAt === syncedAt)?.accountId;
    if (account) {
      const since = await s.call<{ results: Transaction[] }>(
        'GET',
        `/v2/transactions?accountId=${account}&createdAtFrom=${String(created?.transactionsCreatedAtFrom)}&pageSize=500`,
        { token: key },
      );
      expect(since.body.results.length).toBeGreaterThan(0);
      expect(since.body.results.every((t) => !before.has(t.id))).toBe(true);
    }
  });

  it('settles some pending spending for another amount', async () => {
    let changed: { was: Transaction; now: Transaction } | undefined;
    for (let tries = 0; tries < 100 && !changed; tries++) {
      const made = await synced(0, LOGIN);
      const before = await movements(made.id);
      await advance(DAY);
      const after = await movements(made.id);
      const pair = [...before.values()].filter((t) => t.status === 'PENDING').map((was) => ({ was, now: after.get(was.id) }));
      const hit = pair.find((p) => p.now !== undefined && p.now.amount !== p.was.amount);
      if (hit?.now) changed = { was: hit.was, now: hit.now };
    }
    if (!changed) throw new Error('no item among 100 had a pending movement settled for another amount');
    const ratio = changed.now.amount / changed.was.amount;
    expect(ratio).toBeGreaterThanOrEqual(1.04 - 0.001);
    expect(ratio).toBeLessThanOrEqual(1.15 + 0.001);
    expect(changed.now).toMatchObject({ status: 'POSTED', description: changed.was.description, date: changed.was.date });
  });
});
