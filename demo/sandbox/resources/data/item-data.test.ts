// An item's data drawn from its seeds and syncs: the same at every read, consistent with its products, coherent within itself.
import { describe, expect, it } from 'vitest';
import { INVESTMENT_SUBTYPES, INVESTMENT_SUBTYPES_BY_TYPE, INVESTMENT_TYPES } from '../../../../src/api/schemas/index.js';
import { createSandbox } from '../../app.js';
import { loadCatalogue } from '../connectors/catalogue.js';
import { defaultConfig } from '../../config.js';
import { type Clock, createClock } from '../../core/clock.js';
import type { SandboxDeps } from '../../core/context.js';
import type { StoredItem } from '../items/stored-item.js';
import { putSyncedItem } from '../../testing/synced-item.js';
import { permissionsFor } from './consent.js';
import { DAY_MS } from './dates.js';
import { isValidTaxNumber } from '../../core/documents.js';
import { dataTagOf, tagOfRecordId } from './data-tag.js';
import { generateItemData } from './item-data.js';
import { deleteItemData, recordSync } from './item-syncs.js';
import { consentsOf } from './records.js';

const CATALOGUE = loadCatalogue();
const T0 = Date.parse('2025-03-15T15:30:00.000Z');

function sandboxAt(startMs: number): { deps: SandboxDeps; clock: Clock } {
  const clock = createClock({ startAt: startMs, frozen: true });
  const { deps } = createSandbox(defaultConfig(), CATALOGUE, { clock });
  return { deps, clock };
}

const storedItem = (deps: SandboxDeps, id: string, connectorId: number, products?: string[]): StoredItem =>
  putSyncedItem(deps, { id, connectorId, products });

/** Everything a read of the item finds, drawn afresh (no cache), with the consents the store keeps. */
function snapshot(deps: SandboxDeps, stored: StoredItem) {
  const data = generateItemData(stored);
  return {
    accounts: data.accounts,
    transactions: data.accounts.flatMap((a) => data.transactionsOf(a.id)),
    bills: data.accounts.flatMap((a) => data.billsOf(a.id)),
    investments: data.investments,
    loans: data.loans,
    consents: consentsOf(deps.store).where('itemId', stored.id),
    identities: data.identity ? [data.identity] : [],
  };
}

function generated(connectorId: number, opts: { id?: string; products?: string[]; failedProducts?: string[] } = {}) {
  const { deps, clock } = sandboxAt(T0);
  const stored = storedItem(deps, opts.id ?? 'item-a', connectorId, opts.products);
  recordSync(deps, stored, { failedProducts: opts.failedProducts ?? [] });
  return { deps, clock, stored, ...snapshot(deps, stored) };
}

describe('determinism', () => {
  it('generates the same records for the same item and time', () => {
    const first = generated(0);
    const second = generated(0);
    expect(snapshot(second.deps, second.stored)).toEqual(snapshot(first.deps, first.stored));
  });

  it.each([0, 2, 7, 600])('draws the data of connector %i the same at every read, whatever the clock says since', (connectorId) => {
    const { clock, stored, deps } = generated(connectorId);
    const first = JSON.stringify(snapshot(deps, stored));
    clock.advance(7 * DAY_MS);
    expect(JSON.stringify(snapshot(deps, stored))).toBe(first);
  });

  it('gives another item other accounts and another owner', () => {
    const a = generated(0, { id: 'item-a' });
    const b = generated(0, { id: 'item-b' });
    expect(b.accounts.map((x) => x.id)).not.toEqual(a.accounts.map((x) => x.id));
    expect(b.accounts[0]?.taxNumber).not.toBe(a.accounts[0]?.taxNumber);
  });

  it('keeps every earlier movement on a later sync and only adds what happened since', () => {
    const { deps, clock, stored, transactions, accounts } = generated(0);
    clock.advance(T0 + 3 * DAY_MS - clock.now());
    recordSync(deps, stored);
    const later = snapshot(deps, stored);
    const byId = new Map(later.transactions.map((t) => [t.id, t]));
    // Today's movements were pending; they may have posted since.
    const settled = transactions.filter((t) => t.status === 'POSTED');
    for (const t of settled) expect(byId.get(t.id)).toMatchObject({ date: t.date, amount: t.amount, balance: t.balance });
    const added = later.transactions.filter((t) => !transactions.some((old) => old.id === t.id));
    expect(added.length).toBeGreaterThan(0);
    for (const t of added) expect(Date.parse(t.date)).toBeGreaterThan(T0);
    // Accounts were first seen at the first sync and re-collected at the second.
    expect(later.accounts.map((a) => a.createdAt)).toEqual(accounts.map((a) => a.createdAt));
    expect(later.accounts.every((a) => a.updatedAt === new Date(clock.now()).toISOString())).toBe(true);
  });
});

describe('consistency with the products', () => {
  it.each([
    { name: 'every product', products: undefined, failed: [], bank: true, credit: true, transactions: true, investments: true, identity: true },
    {
      name: 'no CREDIT_CARDS',
      products: ['ACCOUNTS', 'TRANSACTIONS'],
      failed: [],
      bank: true,
      credit: false,
      transactions: true,
      investments: false,
      identity: false,
    },
    {
      name: 'no TRANSACTIONS',
      products: ['ACCOUNTS', 'CREDIT_CARDS', 'IDENTITY'],
      failed: [],
      bank: true,
      credit: true,
      transactions: false,
      investments: false,
      identity: true,
    },
    {
      name: 'ACCOUNTS and TRANSACTIONS failed',
      products: undefined,
      failed: ['ACCOUNTS', 'TRANSACTIONS'],
      bank: false,
      credit: true,
      transactions: false,
      investments: true,
      identity: true,
    },
    {
      name: 'INVESTMENTS failed',
      products: undefined,
      failed: ['INVESTMENTS'],
      bank: true,
      credit: true,
      transactions: true,
      investments: false,
      identity: true,
    },
  ])('$name', ({ products, failed, bank, credit, transactions, investments, identity }) => {
    const data = generated(0, { products, failedProducts: failed });
    expect(data.accounts.some((a) => a.type === 'BANK')).toBe(bank);
    expect(data.accounts.some((a) => a.type === 'CREDIT')).toBe(credit);
    expect(data.transactions.length > 0).toBe(transactions);
    expect(data.investments.length > 0).toBe(investments);
    expect(data.identities.length).toBe(identity ? 1 : 0);
  });

  it('leaves out investment movements without INVESTMENTS_TRANSACTIONS', () => {
    const data = generated(7, { products: ['INVESTMENTS'] });
    expect(data.investments.length).toBeGreaterThan(0);
    expect(data.investments.every((i) => i.transactions === null)).toBe(true);
  });

  it('drops what a later sync no longer collects', () => {
    const { deps, stored } = generated(0);
    recordSync(deps, stored, { failedProducts: ['CREDIT_CARDS', 'TRANSACTIONS'] });
    const after = snapshot(deps, stored);
    expect(after.accounts.every((a) => a.type === 'BANK')).toBe(true);
    expect(after.transactions).toEqual([]);
  });
});

describe('owner', () => {
  it.each([
    { connectorId: 0, kind: 'CPF', length: 14 },
    { connectorId: 2, kind: 'CNPJ', length: 18 },
  ])('is one person or company on every record (connector $connectorId: $kind)', ({ connectorId, length }) => {
    const data = generated(connectorId);
    const owners = new Set(data.accounts.map((a) => `${a.owner}|${a.taxNumber}`));
    expect(owners.size).toBe(1);
    const [account] = data.accounts;
    expect(account?.taxNumber).toHaveLength(length);
    expect(isValidTaxNumber(account?.taxNumber ?? '')).toBe(true);
    expect(data.identities[0]).toMatchObject({ fullName: account?.owner, taxNumber: account?.taxNumber });
    expect(data.investments.every((i) => i.owner === account?.owner)).toBe(true);
  });
});

describe('accounts and their statements', () => {
  const data = generated(0);

  it('numbers bank accounts as branch/account-digit and cards by their last 4 digits', () => {
    for (const a of data.accounts) {
      expect(a.number).toMatch(a.type === 'BANK' ? /^\d{4}\/\d{5}-\d$/ : /^\d{4}$/);
      expect(a.subtype).toMatch(a.type === 'BANK' ? /^(CHECKING|SAVINGS)_ACCOUNT$/ : /^CREDIT_CARD$/);
    }
  });

  it('covers 60 to 90 days before the item was connected, and nothing in the future', () => {
    const times = data.transactions.map((t) => Date.parse(t.date));
    const earliest = Math.min(...times);
    expect(T0 - earliest).toBeGreaterThan(55 * DAY_MS);
    expect(T0 - earliest).toBeLessThanOrEqual(91 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(T0);
  });

  it('signs bank movements by direction and keeps a running balance that ends at the account balance', () => {
    for (const account of data.accounts.filter((a) => a.type === 'BANK')) {
      const statement = data.transactions.filter((t) => t.accountId === account.id).sort((a, b) => a.date.localeCompare(b.date));
      // A checking account moves most days; savings a few times a month.
      expect(statement.length).toBeGreaterThan(account.subtype === 'CHECKING_ACCOUNT' ? 60 : 2);
      for (const t of statement) expect(Math.sign(t.amount)).toBe(t.type === 'DEBIT' ? -1 : 1);
      for (let i = 1; i < statement.length; i++) {
        const [before, now] = [statement[i - 1], statement[i]];
        expect(now?.balance).toBeCloseTo((before?.balance ?? 0) + (now?.amount ?? 0), 2);
      }
      expect(statement[statement.length - 1]?.balance).toBeCloseTo(account.bankData?.closingBalance ?? NaN, 2);
    }
  });

  it('keeps a card within its limit and owing what its statement adds up to', () => {
    for (const account of data.accounts.filter((a) => a.type === 'CREDIT')) {
      const credit = account.creditData;
      const statement = data.transactions.filter((t) => t.accountId === account.id).sort((a, b) => a.date.localeCompare(b.date));
      expect(statement[statement.length - 1]?.balance).toBeCloseTo(account.balance ?? NaN, 2);
      expect(credit?.availableCreditLimit).toBeGreaterThanOrEqual(0);
      expect(credit?.availableCreditLimit).toBeLessThanOrEqual(credit?.creditLimit ?? 0);
      expect(Date.parse(credit?.balanceDueDate ?? '')).toBeGreaterThan(Date.parse(credit?.balanceCloseDate ?? ''));
      expect(statement.every((t) => t.creditCardMetadata?.cardNumber !== undefined || t.type === 'CREDIT')).toBe(true);
    }
  });

  it('describes movements as Brazilian statements do', () => {
    const descriptions = data.transactions.map((t) => t.description).join('\n');
    expect(descriptions).toMatch(/PIX (ENVIADO|RECEBIDO)/);
    expect(descriptions).toMatch(/PAG\*IFOOD/);
    expect(data.transactions.every((t) => t.category !== null && t.currencyCode.length === 3)).toBe(true);
  });
});

describe('investments', () => {
  it('gives a broker one holding of every subtype, each under its own type', () => {
    const data = generated(7);
    expect(new Set(data.investments.map((i) => i.type))).toEqual(new Set(INVESTMENT_TYPES));
    expect(new Set(data.investments.map((i) => i.subtype))).toEqual(new Set(INVESTMENT_SUBTYPES));
    const grouping: Record<string, readonly string[]> = INVESTMENT_SUBTYPES_BY_TYPE;
    for (const i of data.investments) expect(grouping[i.type]).toContain(i.subtype);
  });

  it('gives a bank customer a few usual holdings, a CDB among them', () => {
    const data = generated(0);
    expect(data.investments.map((i) => i.subtype)).toContain('CDB');
    expect(data.investments.length).toBeLessThan(INVESTMENT_SUBTYPES.length);
  });

  it.each([
    {
      status: 'ACTIVE',
      check: (i: { balance: number; amount?: number | null; taxes?: number | null }) =>
        expect(i.balance).toBeCloseTo((i.amount ?? 0) - (i.taxes ?? 0), 2),
    },
    { status: 'TOTAL_WITHDRAWAL', check: (i: { balance: number }) => expect(i.balance).toBe(0) },
    { status: 'PENDING', check: (i: { amountWithdrawal?: number | null }) => expect(i.amountWithdrawal).toBe(0) },
  ])('values $status holdings accordingly', ({ status, check }) => {
    const holdings = generated(7).investments.filter((i) => i.status === status);
    expect(holdings.length).toBeGreaterThan(0);
    for (const i of holdings) check(i);
  });

  it('records a purchase for every holding, and the redemption of a redeemed one', () => {
    for (const i of generated(7).investments) {
      expect(i.transactions?.some((t) => t.type === 'BUY' && t.movementType === 'CREDIT')).toBe(true);
      if (i.status === 'TOTAL_WITHDRAWAL') expect(i.transactions?.some((t) => t.type === 'SELL' && t.movementType === 'DEBIT')).toBe(true);
    }
  });
});

describe('consent', () => {
  it.each([
    { products: ['ACCOUNTS'], granted: ['ACCOUNTS_ALL', 'ACCOUNTS_LIST', 'ACCOUNTS_BALANCES', 'ACCOUNTS_LIMITS'] },
    {
      products: ['ACCOUNTS', 'TRANSACTIONS'],
      granted: ['ACCOUNTS_ALL', 'ACCOUNTS_LIST', 'ACCOUNTS_BALANCES', 'ACCOUNTS_LIMITS', 'ACCOUNTS_TRANSACTIONS'],
    },
    {
      products: ['CREDIT_CARDS', 'TRANSACTIONS'],
      granted: ['CREDIT_CARDS_ALL', 'CREDIT_CARDS_LIST', 'CREDIT_CARDS_LIMITS', 'CREDIT_CARDS_BILLS', 'CREDIT_CARDS_TRANSACTIONS'],
    },
    {
      products: ['IDENTITY'],
      granted: ['REGISTRATION_ALL', 'REGISTRATION_IDENTIFICATIONS', 'REGISTRATION_QUALIFICATIONS', 'REGISTRATION_FINANCIAL_RELATIONS'],
    },
    { products: ['INVESTMENTS', 'LOANS'], granted: ['INVESTMENTS_ALL', 'CREDIT_OPERATIONS_ALL'] },
  ])('grants for $products exactly the permissions they need', ({ products, granted }) => {
    expect(permissionsFor(products).sort()).toEqual([...granted].sort());
  });

  it('is recorded for open-finance items only, valid for a year', () => {
    expect(generated(0).consents).toEqual([]);
    const [consent, ...others] = generated(600).consents;
    expect(others).toEqual([]);
    expect(consent?.createdAt).toBe(new Date(T0).toISOString());
    expect(consent?.expiresAt).toBe(new Date(T0 + 365 * DAY_MS).toISOString());
    expect(consent?.revokedAt).toBeNull();
  });

  it('stays across syncs, and is replaced when the products change', () => {
    const { deps, clock, stored, consents } = generated(600);
    clock.advance(T0 + DAY_MS - clock.now());
    recordSync(deps, stored);
    expect(snapshot(deps, stored).consents).toEqual(consents);
    stored.item.products = ['ACCOUNTS', 'TRANSACTIONS'];
    recordSync(deps, stored);
    const after = snapshot(deps, stored).consents;
    expect(after).toHaveLength(2);
    expect(after.find((c) => c.id === consents[0]?.id)?.revokedAt).toBe(new Date(clock.now()).toISOString());
    expect(after.find((c) => c.revokedAt === null)?.products).toEqual(['ACCOUNTS', 'TRANSACTIONS']);
  });
});

describe('deleteItemData', () => {
  it("removes what the store keeps of the item's data and leaves other items' alone", () => {
    const { deps } = sandboxAt(T0);
    const a = storedItem(deps, 'item-a', 600);
    const b = storedItem(deps, 'item-b', 600);
    recordSync(deps, a);
    recordSync(deps, b);
    const categories = deps.store.collection('userCategories');
    for (const item of [a, b]) categories.put({ id: `t-${item.id}`, itemId: item.id, categoryId: '05070000', category: null, updatedAt: '' });
    const before = snapshot(deps, b);
    deleteItemData(deps, 'item-a');
    expect(consentsOf(deps.store).where('itemId', 'item-a')).toEqual([]);
    expect(categories.where('itemId', 'item-a')).toEqual([]);
    expect(categories.where('itemId', 'item-b')).toHaveLength(1);
    expect(snapshot(deps, b)).toEqual(before);
  });
});

describe('when each record was first collected, read off the syncs', () => {
  const iso = (ms: number) => new Date(ms).toISOString();

  it.each([
    { name: 'collected at every sync', second: [], accounts: 0, movements: 0, identity: 0 },
    { name: 'TRANSACTIONS failed in between', second: ['TRANSACTIONS'], accounts: 0, movements: 2, identity: 0 },
    { name: 'ACCOUNTS and IDENTITY failed in between', second: ['ACCOUNTS', 'TRANSACTIONS', 'IDENTITY'], accounts: 2, movements: 2, identity: 2 },
  ])('$name: from the first sync of the unbroken run up to the latest', ({ second, accounts, movements, identity }) => {
    const { deps, clock, stored } = generated(0, { products: ['ACCOUNTS', 'TRANSACTIONS', 'IDENTITY'] });
    clock.advance(DAY_MS);
    recordSync(deps, stored, { failedProducts: second });
    clock.advance(DAY_MS);
    recordSync(deps, stored);
    const data = generateItemData(stored);
    const day = (n: number) => iso(T0 + n * DAY_MS);
    expect(new Set(data.accounts.map((a) => a.createdAt))).toEqual(new Set([day(accounts)]));
    const [checking] = data.accounts;
    const old = data.transactionsOf(checking?.id ?? '').filter((t) => Date.parse(t.date) <= T0);
    expect(old.length).toBeGreaterThan(10);
    expect(new Set(old.map((t) => t.createdAt))).toEqual(new Set([day(movements)]));
    expect(data.identity?.createdAt).toBe(day(identity));
  });

  it('dates a movement from the first sync at or after it', () => {
    const { deps, clock, stored } = generated(0, { products: ['ACCOUNTS', 'TRANSACTIONS'] });
    for (let day = 1; day <= 4; day++) {
      clock.advance(DAY_MS);
      recordSync(deps, stored);
    }
    const data = generateItemData(stored);
    const movements = data.accounts.flatMap((a) => data.transactionsOf(a.id));
    const syncs = stored.syncs.map((mark) => mark.atMs);
    expect(movements.some((t) => Date.parse(t.date) > T0)).toBe(true);
    for (const t of movements) expect(Date.parse(t.createdAt)).toBe(syncs.find((at) => at >= Date.parse(t.date)));
  });
});

describe('ids', () => {
  it("begin with the item's tag, so an id alone leads back to its item", () => {
    const { stored, accounts, transactions, bills, investments, loans, identities } = generated(600);
    const tag = dataTagOf(stored.id);
    const all = [...accounts, ...transactions, ...bills, ...investments, ...loans, ...identities];
    expect(all.length).toBeGreaterThan(100);
    for (const record of all) {
      expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(tagOfRecordId(record.id)).toBe(tag);
    }
    expect(new Set(all.map((record) => record.id)).size).toBe(all.length);
  });

  it('of another item carry another tag', () => {
    expect(dataTagOf('item-a')).not.toBe(dataTagOf('item-b'));
    expect(generated(0, { id: 'item-b' }).accounts.every((a) => tagOfRecordId(a.id) === dataTagOf('item-b'))).toBe(true);
  });
});
