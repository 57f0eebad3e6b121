// Cursor-paged movements, category changes, loans and card bills over real HTTP, against the schemas and the public client.
import { randomUUID } from 'node:crypto';
import type { PluggyClient } from 'pluggy-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditCardBill, Loan, type Page, pageOf } from '../../../../src/api/schemas/index.js';
import { z } from '../../../../src/api/z.js';
import { createClock } from '../../core/clock.js';
import { DAY_MS } from './dates.js';
import { itemDataOf } from './item-data-cache.js';
import { recordSync } from './item-syncs.js';
import type { StoredItem } from '../items/stored-item.js';
import { publicClient, sandboxClient, seedSyncedItem, type SandboxKit } from '../../testing/sandbox-kit.js';

type Json = Record<string, unknown>;
type CursorPage = { results: Json[]; next: string | null };

let s: SandboxKit;
let apiKey: string;

beforeAll(async () => {
  s = await sandboxClient();
  apiKey = await s.apiKey();
});
afterAll(() => s.close());

const syncedItem = seedSyncedItem;

async function get<T = Json>(path: string, token = apiKey, on = s): Promise<{ status: number; body: T }> {
  return on.call<T>('GET', path, { token });
}

async function accountIds(itemId: string, type: 'BANK' | 'CREDIT', token = apiKey, on = s): Promise<string[]> {
  const r = await get<Page<Json>>(`/accounts?itemId=${itemId}&type=${type}`, token, on);
  return r.body.results.map((a) => String(a.id));
}

async function firstAccount(itemId: string, type: 'BANK' | 'CREDIT', token = apiKey, on = s): Promise<string> {
  const [id] = await accountIds(itemId, type, token, on);
  if (id === undefined) throw new Error(`item ${itemId} has no ${type} account`);
  return id;
}

/** Every movement of an account through the page-numbered GET /transactions, newest first. */
async function pagedTransactions(accountId: string, token = apiKey, on = s): Promise<Json[]> {
  const r = await get<Page<Json>>(`/transactions?accountId=${accountId}&pageSize=500`, token, on);
  expect(r.status).toBe(200);
  return r.body.results;
}

/** The path a `next` link leads to, read as a URL relative to the endpoint. */
function pathOf(next: string, on = s): string {
  const url = new URL(next, `${on.url}/v2/transactions`);
  return `${url.pathname}${url.search}`;
}

/** Follows `next` links from `first` to the end, as a caller that reads only `next` would. */
async function walk(first: string, token = apiKey, on = s): Promise<CursorPage[]> {
  const pages: CursorPage[] = [];
  let path: string | null = first;
  while (path !== null) {
    const r: { status: number; body: CursorPage } = await get<CursorPage>(path, token, on);
    expect(r.status).toBe(200);
    pages.push(r.body);
    if (pages.length > 1000) throw new Error('the cursor never ends');
    path = r.body.next === null ? null : pathOf(r.body.next, on);
  }
  return pages;
}

const ids = (list: Json[]): string[] => list.map((t) => String(t.id));

/** The id of a record of `collection` that belongs to another client's item. */
function foreignId(collection: 'accounts' | 'transactions'): string {
  const item = syncedItem(s, 0, { clientId: 'someone-else' });
  const data = itemDataOf(s.sandbox.deps, item);
  const [account] = data.accounts;
  const [record] = collection === 'accounts' ? data.accounts : data.transactionsOf(account?.id ?? '');
  if (!record) throw new Error(`no ${collection} for the foreign item`);
  return record.id;
}

describe('GET /v2/transactions', () => {
  let accountId = '';
  let all: Json[] = [];
  beforeAll(async () => {
    accountId = await firstAccount(syncedItem(s, 0).id, 'BANK');
    all = await pagedTransactions(accountId);
  });

  it.each([1, 7, 20, 33, 500])('walks every movement exactly once, in the order of GET /transactions, in pages of %i', async (pageSize) => {
    const pages = await walk(`/v2/transactions?accountId=${accountId}&pageSize=${pageSize}`);
    expect(all.length).toBeGreaterThan(40);
    expect(pages).toHaveLength(Math.ceil(all.length / pageSize));
    for (const page of pages.slice(0, -1)) {
      expect(page.results).toHaveLength(pageSize);
      expect(page.next).toEqual(expect.stringContaining('after='));
    }
    expect(pages[pages.length - 1]?.next).toBeNull();
    expect(pages.flatMap((p) => p.results)).toEqual(all);
  });

  it('answers pages of 20 when no size is asked for', async () => {
    const r = await get<CursorPage>(`/v2/transactions?accountId=${accountId}`);
    expect(r.body.results).toEqual(all.slice(0, 20));
    expect(r.body.next).not.toBeNull();
  });

  it.each([
    {
      name: 'dateFrom (a day)',
      query: (at: (days: number) => string) => `&dateFrom=${at(-30).slice(0, 10)}`,
      keep: (ms: number, now: number) => ms >= Date.parse(new Date(now - 30 * DAY_MS).toISOString().slice(0, 10)),
    },
    {
      name: 'dateTo (a day, all of it)',
      query: (at: (days: number) => string) => `&dateTo=${at(-20).slice(0, 10)}`,
      keep: (ms: number, now: number) => ms < Date.parse(new Date(now - 20 * DAY_MS).toISOString().slice(0, 10)) + DAY_MS,
    },
    {
      name: 'dateFrom and dateTo (date-times)',
      query: (at: (days: number) => string) => `&dateFrom=${at(-40)}&dateTo=${at(-10)}`,
      keep: (ms: number, now: number) => ms >= now - 40 * DAY_MS && ms <= now - 10 * DAY_MS,
    },
  ])('keeps to $name on every page', async ({ query, keep }) => {
    const now = s.sandbox.deps.clock.now();
    const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
    const expected = all.filter((t) => keep(Date.parse(String(t.date)), now));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(all.length);
    const pages = await walk(`/v2/transactions?accountId=${accountId}&pageSize=5${query(at)}`);
    expect(pages.flatMap((p) => p.results)).toEqual(expected);
  });

  it('lists only the ids asked for, in order', async () => {
    const wanted = [all[3], all[0], all[17]].map((t) => String(t?.id));
    const r = await get<CursorPage>(`/v2/transactions?accountId=${accountId}&ids=${wanted.join(',')}`);
    expect(ids(r.body.results)).toEqual([all[0], all[3], all[17]].map((t) => String(t?.id)));
    expect(r.body.next).toBeNull();
  });

  it.each([
    { name: 'no accountId', path: () => '/v2/transactions', status: 400, message: /accountId/ },
    { name: 'an unknown account', path: () => `/v2/transactions?accountId=${randomUUID()}`, status: 404, message: /not found/ },
    { name: "another client's account", path: () => `/v2/transactions?accountId=${foreignId('accounts')}`, status: 404, message: /not found/ },
    { name: 'a cursor it did not hand out', path: () => `/v2/transactions?accountId=${accountId}&after=page-2`, status: 400, message: /after/ },
    {
      name: 'dateFrom with createdAtFrom',
      path: () => `/v2/transactions?accountId=${accountId}&dateFrom=2025-01-01&createdAtFrom=2025-01-01T00:00:00.000Z`,
      status: 400,
      message: /dateFrom and createdAtFrom/,
    },
    { name: 'a date it cannot read', path: () => `/v2/transactions?accountId=${accountId}&dateTo=yesterday`, status: 400, message: /dateTo/ },
    {
      name: 'more than 500 ids',
      path: () => `/v2/transactions?accountId=${accountId}&ids=${Array.from({ length: 501 }, (_, i) => `id${i}`).join(',')}`,
      status: 400,
      message: /500/,
    },
  ])('answers $name with $status', async ({ path, status, message }) => {
    const r = await get(path());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status, message: expect.stringMatching(message) });
  });
});

describe('across syncs, on a clock the test moves', () => {
  let clocked: SandboxKit;
  const clock = createClock({ startAt: Date.parse('2025-03-15T15:30:00.000Z'), frozen: true });
  beforeAll(async () => {
    clocked = await sandboxClient({ clock });
  });
  afterAll(() => clocked.close());

  it('continues a walk begun before a sync that added newer movements, repeating and skipping none', async () => {
    const item = syncedItem(clocked, 0);
    let key = await clocked.apiKey();
    const accountId = await firstAccount(item.id, 'BANK', key, clocked);
    const before = await pagedTransactions(accountId, key, clocked);
    const first = await get<CursorPage>(`/v2/transactions?accountId=${accountId}&pageSize=10`, key, clocked);

    clock.advance(5 * DAY_MS);
    recordSync(clocked.sandbox.deps, item);
    key = await clocked.apiKey();
    const after = await pagedTransactions(accountId, key, clocked);
    expect(after.length).toBeGreaterThan(before.length);

    const rest = await walk(pathOf(first.body.next ?? '', clocked), key, clocked);
    const walked = [...ids(first.body.results), ...ids(rest.flatMap((p) => p.results))];
    // The movements of the first sync, minus those still pending then (a later sync may post them anew).
    const settled = ids(before.filter((t) => t.status === 'POSTED'));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(expect.arrayContaining(settled));
    expect(walked.filter((id) => !ids(before).includes(id))).toEqual([]);
  });

  it('lists with createdAtFrom only what syncs after that moment added', async () => {
    const item = syncedItem(clocked, 0);
    const firstSyncAt = clock.now();
    let key = await clocked.apiKey();
    const accountId = await firstAccount(item.id, 'BANK', key, clocked);
    const before = ids(await pagedTransactions(accountId, key, clocked));

    clock.advance(4 * DAY_MS);
    recordSync(clocked.sandbox.deps, item);
    key = await clocked.apiKey();
    const after = await pagedTransactions(accountId, key, clocked);
    const added = ids(after).filter((id) => !before.includes(id));
    expect(added.length).toBeGreaterThan(0);

    const since = new Date(firstSyncAt + 1).toISOString();
    const pages = await walk(`/v2/transactions?accountId=${accountId}&pageSize=3&createdAtFrom=${since}`, key, clocked);
    expect(ids(pages.flatMap((p) => p.results))).toEqual(added);
  });

  it('shows the same loan contracts at a later sync, with the installments fallen due since', async () => {
    const item = syncedItem(clocked, 0, { products: ['ACCOUNTS', 'LOANS'] });
    let key = await clocked.apiKey();
    const before = (await get<Page<Json>>(`/loans?itemId=${item.id}`, key, clocked)).body.results;
    const firstSyncAt = clock.now();
    clock.advance(62 * DAY_MS);
    recordSync(clocked.sandbox.deps, item);
    key = await clocked.apiKey();
    const after = (await get<Page<Json>>(`/loans?itemId=${item.id}`, key, clocked)).body.results;
    const contract = (l: Json) => [l.id, l.contractNumber, l.contractDate, l.contractAmount];
    expect(after.map(contract)).toEqual(before.map(contract));
    const fallenDue = (l: Json) => {
      const i = l.installments as Record<string, number>;
      return (i.paidInstallments ?? 0) + (i.pastDueInstallments ?? 0);
    };
    /** Monthly due dates, on the day of the month of the first, within (from, to]. */
    const dueDatesWithin = (firstDue: string, from: number, to: number): number => {
      const first = new Date(firstDue);
      let count = 0;
      for (let month = 0; ; month++) {
        const at = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, first.getUTCDate());
        if (at > to) return count;
        if (at > from) count++;
      }
    };
    after.forEach((loan, i) => {
      const was = before[i] ?? {};
      const left = (was.installments as Record<string, number>).dueInstallments ?? 0;
      const expected = Math.min(dueDatesWithin(String(loan.firstInstallmentDueDate), firstSyncAt, clock.now()), left);
      if (loan.installmentPeriodicity === 'MONTHLY') expect(fallenDue(loan) - fallenDue(was)).toBe(expected);
      expect(loan.date).toBe(new Date(clock.now()).toISOString());
    });
  });
});

describe('loans', () => {
  it.each([
    { name: 'LOANS collected (person)', connectorId: 0, products: undefined, failed: [], present: true },
    { name: 'LOANS collected (company)', connectorId: 2, products: undefined, failed: [], present: true },
    { name: 'LOANS collected (open finance)', connectorId: 600, products: undefined, failed: [], present: true },
    { name: 'LOANS failed', connectorId: 0, products: undefined, failed: ['LOANS'], present: false },
    { name: 'LOANS not asked for', connectorId: 0, products: ['ACCOUNTS', 'TRANSACTIONS', 'CREDIT_CARDS'], failed: [], present: false },
  ])('$name: loans listed only when collected', async ({ connectorId, products, failed, present }) => {
    const item = syncedItem(s, connectorId, { products, failedProducts: failed });
    const r = await get<Page<Json>>(`/loans?itemId=${item.id}`);
    expect(r.status).toBe(200);
    expect(r.body.total > 0).toBe(present);
    expect(r.body).toMatchObject({ page: 1, totalPages: present ? 1 : 0 });
    for (const loan of r.body.results) expect(loan.itemId).toBe(item.id);
  });

  it.each([0, 2])('connector %i: each loan adds up, and GET /loans/{id} answers it', async (connectorId) => {
    const item = syncedItem(s, connectorId);
    const now = s.sandbox.deps.clock.now();
    const r = await get<Page<Json>>(`/loans?itemId=${item.id}`);
    expect(r.body.total).toBeGreaterThan(0);
    for (const loan of r.body.results) {
      const installments = loan.installments as Record<string, number>;
      const payments = loan.payments as { contractOutstandingBalance: number; releases: Json[] };
      expect(['LOAN', 'FINANCING', 'INVOICE_FINANCING', 'UNARRANGED_ACCOUNT_OVERDRAFT']).toContain(loan.kind);
      expect(loan.currencyCode).toBe('BRL');
      const contract = Date.parse(String(loan.contractDate));
      expect(contract).toBeLessThan(now);
      expect(Date.parse(String(loan.firstInstallmentDueDate))).toBeGreaterThan(contract);
      expect(Date.parse(String(loan.dueDate))).toBeGreaterThanOrEqual(Date.parse(String(loan.firstInstallmentDueDate)));
      const count = loan.installmentPeriodicity === 'MONTHLY' ? installments.totalNumberOfInstallments : 1;
      expect((installments.paidInstallments ?? 0) + (installments.pastDueInstallments ?? 0) + (installments.dueInstallments ?? 0)).toBe(count);
      expect(payments.releases).toHaveLength(Math.min(installments.paidInstallments ?? 0, 12));
      for (const release of payments.releases) expect(Date.parse(String(release.paidDate))).toBeLessThanOrEqual(now);
      expect(payments.contractOutstandingBalance).toBeLessThanOrEqual(Number(loan.contractAmount));
      expect(payments.contractOutstandingBalance === 0).toBe(installments.paidInstallments === count);
      expect(Number(loan.CET)).toBeGreaterThan(Number((loan.interestRates as Json[])[0]?.preFixedRate));
      expect((await get(`/loans/${String(loan.id)}`)).body).toEqual(loan);
    }
  });

  it.each([
    { name: 'no itemId', path: () => '/loans', status: 400 },
    { name: 'an unknown item', path: () => `/loans?itemId=${randomUUID()}`, status: 404 },
    { name: "another client's item", path: () => `/loans?itemId=${syncedItem(s, 0, { clientId: 'someone-else' }).id}`, status: 404 },
    { name: 'an unknown loan', path: () => `/loans/${randomUUID()}`, status: 404 },
  ])('answers $name with $status', async ({ path, status }) => {
    const r = await get(path());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status });
  });
});

describe('credit card bills', () => {
  it.each([
    { name: 'with TRANSACTIONS', connectorId: 0, products: undefined },
    { name: 'open finance', connectorId: 600, products: undefined },
    { name: 'without TRANSACTIONS', connectorId: 0, products: ['ACCOUNTS', 'CREDIT_CARDS'] },
  ])('$name: every credit card has its closed bills, due a week after closing, newest first', async ({ connectorId, products }) => {
    const item = syncedItem(s, connectorId, { products });
    const now = s.sandbox.deps.clock.now();
    const cards = await accountIds(item.id, 'CREDIT');
    expect(cards.length).toBeGreaterThan(0);
    for (const accountId of cards) {
      const r = await get<Page<Json>>(`/bills?accountId=${accountId}`);
      expect(r.status).toBe(200);
      expect(r.body.total).toBeGreaterThanOrEqual(2);
      const dues = r.body.results.map((b) => String(b.dueDate));
      expect(dues).toEqual([...dues].sort().reverse());
      for (const bill of r.body.results) {
        expect(Date.parse(String(bill.dueDate)) - Date.parse(String(bill.billClosingDate))).toBe(7 * DAY_MS);
        expect(Date.parse(String(bill.billClosingDate))).toBeLessThan(now);
        expect(Number(bill.totalAmount)).toBeGreaterThan(0);
        expect(bill.totalAmountCurrencyCode).toBe('BRL');
        expect(bill).not.toHaveProperty('accountId');
        // A bill past its due date was paid in full; one still to fall due awaits payment.
        const dueMs = Date.parse(String(bill.dueDate));
        const payments = (bill.payments as Json[]).map((p) => [p.amount, p.valueType]);
        if (dueMs > now) expect(payments).toEqual([]);
        if (dueMs + DAY_MS < now) expect(payments).toEqual([[bill.totalAmount, 'FULL_PAYMENT']]);
        expect((await get(`/bills/${String(bill.id)}`)).body).toEqual(bill);
      }
    }
  });

  it("adds up to the card's movements charged on it, each of which names its bill", async () => {
    const item = syncedItem(s, 600);
    for (const accountId of await accountIds(item.id, 'CREDIT')) {
      const bills = (await get<Page<Json>>(`/bills?accountId=${accountId}`)).body.results;
      const movements = await pagedTransactions(accountId);
      const billIds = new Set(bills.map((b) => b.id));
      const charged = movements.filter((t) => (t.creditCardMetadata as Json | null)?.billId !== undefined);
      expect(charged.length).toBeGreaterThan(0);
      for (const t of charged) expect(billIds).toContain((t.creditCardMetadata as Json).billId);
      // The oldest bill may carry what was owed before the statements begin.
      for (const bill of bills.slice(0, -1)) {
        const sum = charged
          .filter((t) => (t.creditCardMetadata as Json).billId === bill.id)
          .reduce((total, t) => total + Number(t.amountInAccountCurrency ?? t.amount), 0);
        expect(sum).toBeCloseTo(Number(bill.totalAmount), 2);
      }
      for (const bill of bills) {
        for (const payment of bill.payments as Json[]) {
          expect(movements.some((t) => t.date === payment.paymentDate && Number(t.amount) === -Number(payment.amount))).toBe(true);
        }
      }
    }
  });

  it('answers a bank account with no bills', async () => {
    const r = await get<Page<Json>>(`/bills?accountId=${await firstAccount(syncedItem(s, 0).id, 'BANK')}`);
    expect(r.body).toEqual({ page: 1, total: 0, totalPages: 0, results: [] });
  });

  it.each([
    { name: 'no accountId', path: () => '/bills', status: 400 },
    { name: 'an unknown account', path: () => `/bills?accountId=${randomUUID()}`, status: 404 },
    { name: 'an unknown bill', path: () => `/bills/${randomUUID()}`, status: 404 },
  ])('answers $name with $status', async ({ path, status }) => {
    const r = await get(path());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status });
  });

  it('goes with its item, as do its loans', async () => {
    const item = syncedItem(s, 0);
    const [bill] = (await get<Page<Json>>(`/bills?accountId=${await firstAccount(item.id, 'CREDIT')}`)).body.results;
    const [loan] = (await get<Page<Json>>(`/loans?itemId=${item.id}`)).body.results;
    expect((await s.call('DELETE', `/items/${item.id}`, { token: apiKey })).status).toBe(200);
    expect((await get(`/bills/${String(bill?.id)}`)).status).toBe(404);
    expect((await get(`/loans/${String(loan?.id)}`)).status).toBe(404);
  });
});

describe('PATCH /transactions/{id}', () => {
  let item: StoredItem;
  let accountId = '';
  let transaction: Json = {};
  beforeAll(async () => {
    item = syncedItem(s, 0);
    accountId = await firstAccount(item.id, 'BANK');
    transaction = (await pagedTransactions(accountId)).find((t) => t.categoryId !== '07010000') ?? {};
  });

  const patch = (id: string, body: unknown) => s.call<Json>('PATCH', `/transactions/${id}`, { token: apiKey, body });

  it('changes the category, which every read then shows, and a later sync keeps', async () => {
    const r = await patch(String(transaction.id), { categoryId: '07010000' });
    expect(r.status).toBe(200);
    const changed = { ...transaction, categoryId: '07010000', category: 'Groceries', updatedAt: r.body.updatedAt };
    expect(r.body).toEqual(changed);
    expect((await get(`/transactions/${String(transaction.id)}`)).body).toEqual(changed);
    expect((await pagedTransactions(accountId)).find((t) => t.id === transaction.id)).toEqual(changed);
    const cursor = await walk(`/v2/transactions?accountId=${accountId}&pageSize=500`);
    expect(cursor.flatMap((p) => p.results).find((t) => t.id === transaction.id)).toEqual(changed);

    recordSync(s.sandbox.deps, item);
    expect((await get<Json>(`/transactions/${String(transaction.id)}`)).body).toMatchObject({ categoryId: '07010000', category: 'Groceries' });
  });

  it('takes a category the sandbox has no name for, naming none', async () => {
    const r = await patch(String(transaction.id), { categoryId: '02040000' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: transaction.id, categoryId: '02040000', category: null });
  });

  it.each([
    { name: 'no body', body: undefined, status: 400 },
    { name: 'no categoryId', body: {}, status: 400 },
    { name: 'a numeric categoryId', body: { categoryId: 7010000 }, status: 400 },
    { name: 'a categoryId that is not one', body: { categoryId: 'groceries' }, status: 400 },
  ])('answers $name with $status, changing nothing', async ({ body, status }) => {
    const before = (await get<Json>(`/transactions/${String(transaction.id)}`)).body;
    const r = await patch(String(transaction.id), body);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status, message: expect.stringMatching(/body|categoryId/) });
    expect((await get<Json>(`/transactions/${String(transaction.id)}`)).body).toEqual(before);
  });

  it.each([
    { name: 'an unknown transaction', id: () => randomUUID() },
    { name: "another client's transaction", id: () => foreignId('transactions') },
  ])('answers $name with 404', async ({ id }) => {
    const r = await patch(id(), { categoryId: '07010000' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, message: expect.stringContaining('not found') });
  });
});

describe('loans and bills parse with the shared schemas', () => {
  /** The parse succeeds and keeps every field: the schema knows all the sandbox serves. */
  const parsesWhole = (schema: z.ZodMiniType, body: unknown) => {
    const parsed = z.safeParse(schema, body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    expect(parsed.data).toEqual(body);
  };

  it.each([0, 2, 600])('loans of connector %i, listed and by id', async (connectorId) => {
    const item = syncedItem(s, connectorId);
    const r = await get<Page<Json>>(`/loans?itemId=${item.id}`);
    expect(r.body.total).toBeGreaterThan(0);
    parsesWhole(pageOf(Loan), r.body);
    for (const loan of r.body.results) parsesWhole(Loan, (await get(`/loans/${String(loan.id)}`)).body);
  });

  it.each([0, 600])('card bills of connector %i, listed and by id', async (connectorId) => {
    const item = syncedItem(s, connectorId);
    for (const accountId of await accountIds(item.id, 'CREDIT')) {
      const r = await get<Page<Json>>(`/bills?accountId=${accountId}`);
      expect(r.body.total).toBeGreaterThan(0);
      parsesWhole(pageOf(CreditCardBill), r.body);
      for (const bill of r.body.results) parsesWhole(CreditCardBill, (await get(`/bills/${String(bill.id)}`)).body);
    }
  });
});

describe('a Connect Token gets 403', () => {
  const at = { item: '', bank: '', credit: '', transaction: '', loan: '', bill: '' };
  beforeAll(async () => {
    const item = syncedItem(s, 600);
    at.item = item.id;
    at.bank = await firstAccount(item.id, 'BANK');
    at.credit = await firstAccount(item.id, 'CREDIT');
    at.transaction = String((await pagedTransactions(at.bank))[0]?.id);
    at.loan = String((await get<Page<Json>>(`/loans?itemId=${item.id}`)).body.results[0]?.id);
    at.bill = String((await get<Page<Json>>(`/bills?accountId=${at.credit}`)).body.results[0]?.id);
  });

  it.each([
    { method: 'GET', route: '/v2/transactions?accountId=', path: () => `/v2/transactions?accountId=${at.bank}` },
    { method: 'PATCH', route: '/transactions/{id}', path: () => `/transactions/${at.transaction}`, body: { categoryId: '07010000' } },
    { method: 'GET', route: '/loans?itemId=', path: () => `/loans?itemId=${at.item}` },
    { method: 'GET', route: '/loans/{id}', path: () => `/loans/${at.loan}` },
    { method: 'GET', route: '/bills?accountId=', path: () => `/bills?accountId=${at.credit}` },
    { method: 'GET', route: '/bills/{id}', path: () => `/bills/${at.bill}` },
  ])('$method $route: 200 with an API Key, 403 with a Connect Token for the item', async ({ method, path, body }) => {
    const token = await s.connectToken({ itemId: at.item });
    expect((await s.call(method, path(), { token: apiKey, body })).status).toBe(200);
    const r = await s.call(method, path(), { token, body });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403, message: expect.stringContaining('API Key') });
  });
});

describe('the public client', () => {
  let client: PluggyClient;
  beforeAll(() => {
    client = publicClient(s);
  });

  it.each([
    { type: 'BANK' as const, atLeast: 21 },
    { type: 'CREDIT' as const, atLeast: 1 },
  ])('fetches all the movements of a $type account, the same as paging GET /transactions', async ({ type, atLeast }) => {
    const accountId = await firstAccount(syncedItem(s, 600).id, type);
    const all = await client.fetchAllTransactions(accountId);
    const paged = await pagedTransactions(accountId);
    // Past 20, the client has had to follow the cursor.
    expect(all.length).toBeGreaterThanOrEqual(atLeast);
    expect(new Set(all.map((t) => t.id))).toEqual(new Set(ids(paged)));
    expect(all.map((t) => t.id)).toEqual(ids(paged));
    expect(all[0]?.date).toBeInstanceOf(Date);
  });

  it('keeps its filters while it follows the cursor', async () => {
    const accountId = await firstAccount(syncedItem(s, 0).id, 'BANK');
    const dateFrom = new Date(s.sandbox.deps.clock.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    const all = await client.fetchAllTransactions(accountId, { dateFrom });
    const expected = (await pagedTransactions(accountId)).filter((t) => String(t.date) >= dateFrom);
    expect(all.map((t) => t.id)).toEqual(ids(expected));
  });

  it('reads loans and bills, and changes a category', async () => {
    const item = syncedItem(s, 600);
    const loans = await client.fetchLoans(item.id);
    expect(loans.total).toBeGreaterThan(0);
    const loan = await client.fetchLoan(loans.results[0]?.id ?? '');
    expect(loan.contractDate).toBeInstanceOf(Date);
    expect(loan.itemId).toBe(item.id);

    const credit = await firstAccount(item.id, 'CREDIT');
    const bills = await client.fetchCreditCardBills(credit);
    expect(bills.total).toBeGreaterThan(0);
    const bill = await client.fetchCreditCardBill(bills.results[0]?.id ?? '');
    expect(bill.dueDate).toBeInstanceOf(Date);
    expect(bill.totalAmount).toBe(bills.results[0]?.totalAmount);

    const [first] = await client.fetchAllTransactions(await firstAccount(item.id, 'BANK'));
    const updated = await client.updateTransactionCategory(first?.id ?? '', '05070000');
    expect(updated).toMatchObject({ id: first?.id, categoryId: '05070000', category: 'Transfer - PIX' });
    expect(await client.fetchTransaction(first?.id ?? '')).toMatchObject({ categoryId: '05070000' });
  });
});
