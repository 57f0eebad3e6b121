// The Data endpoints over real HTTP: scope by credential, paging, products, schemas, limits.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../../src/api/z.js';
import {
  Account,
  Consent,
  Investment,
  INVESTMENT_SUBTYPES,
  INVESTMENT_SUBTYPES_BY_TYPE,
  INVESTMENT_TYPES,
  InvestmentTransaction,
  pageOf,
  RateLimitBody,
  Transaction,
  type Page,
} from '../../../../src/api/schemas/index.js';
import { createClock } from '../../core/clock.js';
import { itemDataOf } from './item-data-cache.js';
import { recordSync } from './item-syncs.js';
import { itemsOf, type StoredItem } from '../items/stored-item.js';
import { isFinal, publicClient, sandboxClient, seedSyncedItem, type SandboxKit } from '../../testing/sandbox-kit.js';

type Json = Record<string, unknown>;

let s: SandboxKit;
let apiKey: string;

beforeAll(async () => {
  s = await sandboxClient();
  apiKey = await s.apiKey();
});
afterAll(() => s.close());

const syncedItem = (connectorId: number, opts?: Parameters<typeof seedSyncedItem>[2]): StoredItem => seedSyncedItem(s, connectorId, opts);

async function get<T = Json>(path: string, token = apiKey): Promise<{ status: number; body: T; headers: Headers }> {
  return s.call<T>('GET', path, { token });
}

async function accountsOf(itemId: string, token = apiKey, query = ''): Promise<Page<Json>> {
  const r = await get<Page<Json>>(`/accounts?itemId=${itemId}${query}`, token);
  expect(r.status).toBe(200);
  return r.body;
}

async function firstAccount(itemId: string, type: 'BANK' | 'CREDIT'): Promise<string> {
  const page = await accountsOf(itemId, apiKey, `&type=${type}`);
  const id = page.results[0]?.id;
  if (typeof id !== 'string') throw new Error(`item ${itemId} has no ${type} account`);
  return id;
}

describe('GET /accounts by credential', () => {
  const REDUCED = ['createdAt', 'currencyCode', 'id', 'itemId', 'marketingName', 'name', 'number', 'subtype', 'type', 'updatedAt'];
  const PRIVATE = ['balance', 'owner', 'taxNumber', 'bankData', 'creditData'];

  it.each([
    { credential: 'an API Key', full: true },
    { credential: 'a Connect Token minted for the item', full: false },
  ])('gives $credential the fields it may see', async ({ full }) => {
    const item = syncedItem(0);
    const token = full ? apiKey : await s.connectToken({ itemId: item.id });
    const page = await accountsOf(item.id, token);
    expect(page.results.map((a) => a.type).sort()).toEqual(expect.arrayContaining(['BANK', 'CREDIT']));
    for (const account of page.results) {
      if (full)
        for (const field of PRIVATE.filter((f) => f !== (account.type === 'BANK' ? 'creditData' : 'bankData')))
          expect(account[field] ?? null).not.toBeNull();
      else expect(Object.keys(account).sort()).toEqual(REDUCED);
    }
  });

  it('lets the Connect Token that created an item list its accounts once the sync ends', async () => {
    const token = await s.connectToken();
    const created = await s.createItem(token, 0, { user: 'user-ok', password: 'password-ok' });
    const { item } = await s.waitForItem(token, created.id, isFinal);
    expect(item.executionStatus).toBe('SUCCESS');
    const page = await accountsOf(item.id, token);
    expect(page.total).toBeGreaterThan(0);
    expect(page.results.every((a) => a.balance === undefined && a.bankData === undefined)).toBe(true);
  });

  it.each([
    { name: 'no itemId', query: () => '', token: () => apiKey, status: 400, message: /itemId/ },
    { name: 'an unknown item', query: () => `?itemId=${randomUUID()}`, token: () => apiKey, status: 404, message: /not found/ },
    {
      name: "another client's item",
      query: () => `?itemId=${syncedItem(0, { clientId: 'someone-else' }).id}`,
      token: () => apiKey,
      status: 404,
      message: /not found/,
    },
    {
      name: 'an unknown type',
      query: () => `?itemId=${syncedItem(0).id}&type=LOAN`,
      token: () => apiKey,
      status: 400,
      message: /type must be one of BANK, CREDIT/,
    },
  ])('answers $name with $status', async ({ query, token, status, message }) => {
    const r = await get(`/accounts${query()}`, token());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status, message: expect.stringMatching(message) });
  });

  it('answers 403 to a Connect Token minted for another item', async () => {
    const mine = syncedItem(0);
    const other = syncedItem(0);
    const token = await s.connectToken({ itemId: other.id });
    const r = await get(`/accounts?itemId=${mine.id}`, token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403 });
  });

  it('filters by type', async () => {
    const item = syncedItem(0);
    const credit = await accountsOf(item.id, apiKey, '&type=CREDIT');
    expect(credit.total).toBeGreaterThan(0);
    expect(credit.results.every((a) => a.type === 'CREDIT' && a.subtype === 'CREDIT_CARD')).toBe(true);
  });
});

describe('detailed product data needs an API Key', () => {
  const item = { id: '' };
  const ids = { account: '', transaction: '', investment: '', consent: '', identity: '' };
  beforeAll(async () => {
    const stored = syncedItem(600);
    item.id = stored.id;
    ids.account = await firstAccount(stored.id, 'BANK');
    const txs = await get<Page<Json>>(`/transactions?accountId=${ids.account}`);
    ids.transaction = String(txs.body.results[0]?.id);
    const inv = await get<Page<Json>>(`/investments?itemId=${stored.id}`);
    ids.investment = String(inv.body.results[0]?.id);
    const consents = await get<Page<Json>>(`/consents?itemId=${stored.id}`);
    ids.consent = String(consents.body.results[0]?.id);
    const identity = await get<Json>(`/identity?itemId=${stored.id}`);
    ids.identity = String(identity.body.id);
  });

  it.each([
    { path: '/accounts/{id}', url: () => `/accounts/${ids.account}` },
    { path: '/transactions?accountId=', url: () => `/transactions?accountId=${ids.account}` },
    { path: '/transactions/{id}', url: () => `/transactions/${ids.transaction}` },
    { path: '/investments?itemId=', url: () => `/investments?itemId=${item.id}` },
    { path: '/investments/{id}', url: () => `/investments/${ids.investment}` },
    { path: '/investments/{id}/transactions', url: () => `/investments/${ids.investment}/transactions` },
    { path: '/consents?itemId=', url: () => `/consents?itemId=${item.id}` },
    { path: '/consents/{id}', url: () => `/consents/${ids.consent}` },
    { path: '/identity?itemId=', url: () => `/identity?itemId=${item.id}` },
    { path: '/identity/{id}', url: () => `/identity/${ids.identity}` },
  ])('GET $path: 200 with an API Key, 403 with a Connect Token for the item', async ({ url }) => {
    const token = await s.connectToken({ itemId: item.id });
    expect((await get(url())).status).toBe(200);
    const r = await get(url(), token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403, message: expect.stringContaining('API Key') });
  });

  it.each(['/accounts/', '/transactions/', '/investments/', '/consents/', '/identity/'])('GET %s{unknown id} is a 404 JSON answer', async (path) => {
    const r = await get(`${path}${randomUUID()}`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, message: expect.stringContaining('not found') });
  });

  it("hides another client's records", async () => {
    const foreign = syncedItem(600, { clientId: 'someone-else' });
    const account = itemDataOf(s.sandbox.deps, foreign).accounts[0];
    const r = await get(`/accounts/${account?.id}`);
    expect(r.status).toBe(404);
  });
});

describe('paging of GET /transactions', () => {
  let accountId = '';
  let all: Json[] = [];
  beforeAll(async () => {
    accountId = await firstAccount(syncedItem(0).id, 'BANK');
    const r = await get<Page<Json>>(`/transactions?accountId=${accountId}&pageSize=500`);
    all = r.body.results;
  });

  it('answers newest first', () => {
    const dates = all.map((t) => String(t.date));
    expect(dates.length).toBeGreaterThan(40);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([7, 20, 33])('splits the list into pages of %i whose envelope adds up', async (pageSize) => {
    const totalPages = Math.ceil(all.length / pageSize);
    const seen: Json[] = [];
    for (let page = 1; page <= totalPages + 1; page++) {
      const r = await get<Page<Json>>(`/transactions?accountId=${accountId}&pageSize=${pageSize}&page=${page}`);
      expect(r.body).toMatchObject({ page, total: all.length, totalPages });
      const expected = page < totalPages ? pageSize : page === totalPages ? all.length - pageSize * (totalPages - 1) : 0;
      expect(r.body.results).toHaveLength(expected);
      seen.push(...r.body.results);
    }
    expect(seen).toEqual(all);
  });

  it('defaults to pages of 20', async () => {
    const r = await get<Page<Json>>(`/transactions?accountId=${accountId}`);
    expect(r.body).toMatchObject({ page: 1, total: all.length, totalPages: Math.ceil(all.length / 20) });
    expect(r.body.results).toEqual(all.slice(0, 20));
  });

  it.each([
    { from: '', to: '' },
    { from: 'day:-30', to: '' },
    { from: 'day:-40', to: 'day:-10' },
    { from: 'iso:-5', to: '' },
  ])('keeps to from=$from to=$to', async ({ from, to }) => {
    const now = s.sandbox.deps.clock.now();
    const resolve = (spec: string): { query: string; ms: number } | undefined => {
      if (!spec) return undefined;
      const [kind, offset] = spec.split(':');
      const at = new Date(now + Number(offset) * 86_400_000);
      return kind === 'day'
        ? { query: at.toISOString().slice(0, 10), ms: Date.parse(at.toISOString().slice(0, 10)) }
        : { query: at.toISOString(), ms: at.getTime() };
    };
    const lower = resolve(from);
    const upper = resolve(to);
    const query = `${lower ? `&from=${lower.query}` : ''}${upper ? `&to=${upper.query}` : ''}`;
    const r = await get<Page<Json>>(`/transactions?accountId=${accountId}&pageSize=500${query}`);
    const expected = all.filter((t) => {
      const ms = Date.parse(String(t.date));
      return (!lower || ms >= lower.ms) && (!upper || ms < upper.ms + 86_400_000);
    });
    expect(r.body.total).toBe(expected.length);
    expect(r.body.results).toEqual(expected);
  });

  it('rejects a date it cannot read, naming the parameter', async () => {
    const r = await get(`/transactions?accountId=${accountId}&from=last-week`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ message: expect.stringContaining('from') });
  });
});

describe('data consistent with the products', () => {
  it.each([
    { name: 'no CREDIT_CARDS product', products: ['ACCOUNTS', 'TRANSACTIONS'], failed: [], types: ['BANK'] },
    { name: 'ACCOUNTS failed', products: undefined, failed: ['ACCOUNTS', 'TRANSACTIONS'], types: ['CREDIT'] },
    { name: 'CREDIT_CARDS failed', products: undefined, failed: ['CREDIT_CARDS'], types: ['BANK'] },
    { name: 'every product', products: undefined, failed: [], types: ['BANK', 'CREDIT'] },
  ])('$name: accounts of types $types', async ({ products, failed, types }) => {
    const item = syncedItem(0, { products, failedProducts: failed });
    const page = await accountsOf(item.id, apiKey, '&pageSize=500');
    expect([...new Set(page.results.map((a) => a.type))].sort()).toEqual(types);
  });

  it.each([
    { name: 'TRANSACTIONS failed', products: undefined, failed: ['TRANSACTIONS'], transactions: false, investments: true, identity: 200 },
    {
      name: 'no INVESTMENTS product',
      products: ['ACCOUNTS', 'TRANSACTIONS', 'IDENTITY'],
      failed: [],
      transactions: true,
      investments: false,
      identity: 200,
    },
    { name: 'IDENTITY failed', products: undefined, failed: ['IDENTITY'], transactions: true, investments: true, identity: 404 },
  ])('$name', async ({ products, failed, transactions, investments, identity }) => {
    const item = syncedItem(0, { products, failedProducts: failed });
    const txs = await get<Page<Json>>(`/transactions?accountId=${await firstAccount(item.id, 'BANK')}`);
    expect(txs.body.total > 0).toBe(transactions);
    const inv = await get<Page<Json>>(`/investments?itemId=${item.id}`);
    expect(inv.body.total > 0).toBe(investments);
    expect((await get(`/identity?itemId=${item.id}`)).status).toBe(identity);
  });

  it.each([
    { connectorId: 0, consents: 0 },
    { connectorId: 600, consents: 1 },
  ])('connector $connectorId: $consents consent(s), matching the products', async ({ connectorId, consents }) => {
    const item = syncedItem(connectorId);
    const r = await get<Page<Json>>(`/consents?itemId=${item.id}`);
    expect(r.body.total).toBe(consents);
    for (const consent of r.body.results) {
      expect(consent.products).toEqual(item.item.products);
      expect(consent.openFinancePermissionsGranted).toEqual(
        expect.arrayContaining(['ACCOUNTS_ALL', 'ACCOUNTS_TRANSACTIONS', 'CREDIT_CARDS_ALL', 'INVESTMENTS_ALL']),
      );
    }
  });
});

describe('investments', () => {
  let itemId = '';
  beforeAll(() => {
    itemId = syncedItem(7).id;
  });

  it.each([...INVESTMENT_TYPES])('lists %s holdings with ?type=, each of a subtype of that type', async (type) => {
    const r = await get<Page<Json>>(`/investments?itemId=${itemId}&type=${type}`);
    expect(r.body.total).toBeGreaterThan(0);
    const grouping: Record<string, readonly string[]> = INVESTMENT_SUBTYPES_BY_TYPE;
    for (const i of r.body.results) {
      expect(i.type).toBe(type);
      expect(grouping[type]).toContain(i.subtype);
    }
  });

  it('reaches every subtype of the interface', async () => {
    const r = await get<Page<Json>>(`/investments?itemId=${itemId}&pageSize=500`);
    expect(new Set(r.body.results.map((i) => i.subtype))).toEqual(new Set(INVESTMENT_SUBTYPES));
  });

  it('pages the movements of a holding, newest first', async () => {
    const list = await get<Page<Json>>(`/investments?itemId=${itemId}&pageSize=500`);
    for (const investment of list.body.results) {
      const r = await get<Page<Json>>(`/investments/${String(investment.id)}/transactions?pageSize=500`);
      expect(r.status).toBe(200);
      expect(r.body.total).toBe((investment.transactions as unknown[]).length);
      const dates = r.body.results.map((t) => String(t.date));
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});

describe('records parse with the shared schemas', () => {
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  let item: StoredItem;
  beforeAll(() => {
    item = syncedItem(600);
  });

  it.each([
    { what: 'accounts', path: () => `/accounts?itemId=${item.id}`, schema: Account },
    { what: 'investments', path: () => `/investments?itemId=${item.id}`, schema: Investment },
    { what: 'consents', path: () => `/consents?itemId=${item.id}`, schema: Consent },
  ])('$what', async ({ path, schema }) => {
    const r = await get(path());
    const parsed = z.safeParse(pageOf(schema), r.body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    for (const record of r.body.results as Json[]) {
      expect(record.createdAt ?? record.date).toMatch(ISO);
      expect(z.safeParse(schema, (await get(`${path().split('?')[0]}/${String(record.id)}`)).body).success).toBe(true);
    }
  });

  it.each(['BANK', 'CREDIT'] as const)('transactions of %s accounts, without internal fields', async (type) => {
    const r = await get<Page<Json>>(`/transactions?accountId=${await firstAccount(item.id, type)}&pageSize=500`);
    const parsed = z.safeParse(pageOf(Transaction), r.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    for (const t of r.body.results) {
      expect(t.date).toMatch(ISO);
      expect(t).not.toHaveProperty('itemId');
    }
    const one = await get<Json>(`/transactions/${String(r.body.results[0]?.id)}`);
    expect(one.body).toEqual(r.body.results[0]);
  });

  it('investment movements', async () => {
    const list = await get<Page<Json>>(`/investments?itemId=${item.id}`);
    const r = await get(`/investments/${String(list.body.results[0]?.id)}/transactions`);
    const parsed = z.safeParse(pageOf(InvestmentTransaction), r.body);
    expect(parsed.success).toBe(true);
  });
});

describe('the public client reads the data unchanged', () => {
  it('fetches accounts, movements, holdings, consents and identity', async () => {
    const client = publicClient(s);
    const item = syncedItem(600);
    const accounts = await client.fetchAccounts(item.id);
    const bank = accounts.results.find((a) => a.type === 'BANK');
    expect(await client.fetchAccount(bank?.id ?? '')).toMatchObject({ id: bank?.id, owner: bank?.owner });
    const transactions = await client.fetchTransactions(bank?.id ?? '', { pageSize: 500 });
    expect(transactions.results[0]?.date).toBeInstanceOf(Date);
    expect(await client.fetchTransaction(transactions.results[0]?.id ?? '')).toMatchObject({ id: transactions.results[0]?.id });
    const investments = await client.fetchInvestments(item.id);
    expect(investments.total).toBeGreaterThan(0);
    const movements = await client.fetchAllInvestmentTransactions(investments.results[0]?.id ?? '');
    expect(movements.length).toBeGreaterThan(0);
    const consents = await client.fetchConsents(item.id);
    expect(consents.results[0]?.expiresAt).toBeInstanceOf(Date);
    const identity = await client.fetchIdentityByItemId(item.id);
    expect(identity.fullName).toBe(bank?.owner);
    expect(await client.fetchIdentity(identity.id)).toMatchObject({ id: identity.id });
  });
});

describe('per-minute limits', () => {
  let limited: SandboxKit;
  let key = '';
  const clock = createClock({ startAt: Date.parse('2025-03-15T12:00:00.000Z'), frozen: true });
  beforeAll(async () => {
    limited = await sandboxClient({ clock });
    key = await limited.apiKey();
  });
  afterAll(() => limited.close());

  it('shares 360 requests a minute between GET /transactions and GET /transactions/{id}', async () => {
    const { deps } = limited.sandbox;
    const entry = deps.catalogue.find((e) => e.connector.id === 0);
    if (!entry) throw new Error('no connector 0');
    const id = randomUUID();
    const stored = itemsOf(deps.store).put({
      id,
      clientId: deps.config.clientId,
      flow: entry.flow,
      parameters: {},
      execution: 1,
      outdatedRetries: 0,
      syncs: [],
      item: { id, connector: entry.connector, status: 'UPDATED', executionStatus: 'SUCCESS', products: entry.connector.products },
    });
    recordSync(deps, stored);
    const data = itemDataOf(deps, stored);
    const accountId = data.accounts.find((a) => a.type === 'BANK')?.id ?? '';
    const transactionId = data.transactionsOf(accountId)[0]?.id;
    const paths = [`/transactions?accountId=${accountId}`, `/transactions/${transactionId}`];

    for (let batch = 0; batch < 9; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limited.call('GET', paths[i % 2] ?? '', { token: key }).then((r) => r.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    for (const path of paths) {
      const r = await limited.call('GET', path, { token: key });
      expect(r.status).toBe(429);
      expect(r.headers.get('RateLimit-Limit')).toBe('360');
      expect(Number(r.headers.get('RateLimit-Reset'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('RateLimit-Reset'))).toBeLessThanOrEqual(60);
      expect(r.headers.get('Retry-After')).toBe('60');
      expect(z.safeParse(RateLimitBody, r.body).success).toBe(true);
    }
    // Each limit is independent of the others.
    expect((await limited.call('GET', `/investments?itemId=${id}`, { token: key })).status).toBe(200);
    // The counter resets after a minute.
    clock.advance(60_000);
    expect((await limited.call('GET', paths[1] ?? '', { token: key })).status).toBe(200);
  });
});
