// An item's data drawn again on later reads, over real HTTP: the same answers once it has left the cache of drawn data, page by page too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/api/schemas/index.js';
import { type SandboxKit, sandboxClient, seedSyncedItem } from '../../testing/sandbox-kit.js';
import { CACHED_ITEMS } from './item-data-cache.js';

type Json = Record<string, unknown>;

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const get = async <T = Json>(path: string): Promise<T> => {
  const r = await s.call<T>('GET', path, { token: key });
  expect(r.status, path).toBe(200);
  return r.body;
};

/** Reads as many other items as the cache holds, so the next read of any earlier one draws it again. */
async function pushOutOfCache(): Promise<void> {
  for (let i = 0; i <= CACHED_ITEMS; i++) await get(`/accounts?itemId=${seedSyncedItem(s, 0).id}`);
}

/** Every answer of the item's data routes, by path. */
async function everything(itemId: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const read = async (path: string) => {
    answers[path] = await get(path);
    return answers[path];
  };
  const accounts = (await read(`/accounts?itemId=${itemId}&pageSize=500`)) as Page<Json>;
  for (const account of accounts.results) {
    await read(`/accounts/${String(account.id)}`);
    const movements = (await read(`/transactions?accountId=${String(account.id)}&pageSize=500`)) as Page<Json>;
    for (const t of movements.results.slice(0, 3)) await read(`/transactions/${String(t.id)}`);
    const bills = (await read(`/bills?accountId=${String(account.id)}`)) as Page<Json>;
    for (const bill of bills.results) await read(`/bills/${String(bill.id)}`);
  }
  const investments = (await read(`/investments?itemId=${itemId}&pageSize=500`)) as Page<Json>;
  for (const investment of investments.results) await read(`/investments/${String(investment.id)}/transactions`);
  const loans = (await read(`/loans?itemId=${itemId}`)) as Page<Json>;
  for (const loan of loans.results) await read(`/loans/${String(loan.id)}`);
  await read(`/identity?itemId=${itemId}`);
  await read(`/consents?itemId=${itemId}`);
  return answers;
}

describe("an item's data drawn again", () => {
  it.each([0, 2, 7, 600])('answers connector %i the same, ids, amounts and dates alike, once it has left the cache', async (connectorId) => {
    const item = seedSyncedItem(s, connectorId);
    const first = await everything(item.id);
    expect(Object.keys(first).length).toBeGreaterThan(5);
    await pushOutOfCache();
    expect(await everything(item.id)).toEqual(first);
  });

  it('pages movements the same when each page is drawn afresh', async () => {
    const item = seedSyncedItem(s, 600);
    const [account] = (await get<Page<Json>>(`/accounts?itemId=${item.id}&type=BANK`)).results;
    const path = `/transactions?accountId=${String(account?.id)}`;
    const all = (await get<Page<Json>>(`${path}&pageSize=500`)).results;
    const paged: Json[] = [];
    for (let page = 1; paged.length < all.length; page++) {
      await pushOutOfCache();
      const answer = await get<Page<Json>>(`${path}&pageSize=50&page=${page}`);
      expect(answer.total).toBe(all.length);
      expect(answer.results.length).toBeGreaterThan(0);
      paged.push(...answer.results);
    }
    expect(paged).toEqual(all);
  });
});
