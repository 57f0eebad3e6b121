// An item's collected data, drawn from seeds of its id and from its syncs on each read: the same records every time, until the next sync.
import type { StoredItem } from '../items/stored-item.js';
import { bankAccounts, type GeneratedAccounts } from './bank-accounts.js';
import { cardBills } from './card-bills.js';
import { creditAccounts } from './credit-accounts.js';
import { identityOf } from './identity.js';
import { generateInvestments } from './investments.js';
import { type ItemContext, itemContext } from './item-context.js';
import { generateLoans } from './loans.js';
import { dayNumber, dayStart } from './dates.js';
import { newestFirst } from './order.js';
import type { AccountRecord, BillRecord, IdentityRecord, InvestmentRecord, LoanRecord, TransactionRecord } from './records.js';
import { firstSyncFrom, runCollecting, type SyncMark } from './sync-marks.js';

export type ItemData = {
  /** Bank accounts, then cards. */
  readonly accounts: readonly AccountRecord[];
  account(id: string): AccountRecord | undefined;
  /** An account's movements in the order of GET /transactions: newest first, ties by id. */
  transactionsOf(accountId: string): readonly TransactionRecord[];
  transaction(id: string): TransactionRecord | undefined;
  /** A card's closed bills, latest due date first. */
  billsOf(accountId: string): readonly BillRecord[];
  bill(id: string): BillRecord | undefined;
  readonly investments: readonly InvestmentRecord[];
  investment(id: string): InvestmentRecord | undefined;
  /** Newest contract first. */
  readonly loans: readonly LoanRecord[];
  loan(id: string): LoanRecord | undefined;
  readonly identity: IdentityRecord | null;
};

const NONE: GeneratedAccounts = { accounts: [], transactions: [] };

/** Made on first use, so a read of accounts keeps no movements and draws no investments or loans. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

const byId = <T extends { id: string }>(records: readonly T[]): Map<string, T> => new Map(records.map((record) => [record.id, record]));

function groupedBy<T>(records: readonly T[], key: (record: T) => string, order: (a: T, b: T) => number): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(key(record));
    if (group) group.push(record);
    else groups.set(key(record), [record]);
  }
  for (const group of groups.values()) group.sort(order);
  return groups;
}

/** Stamps each record with when a sync first collected it, read off the item's syncs. */
function firstCollected(marks: readonly SyncMark[]) {
  const isoOf = new Map<number, string>();
  const iso = (ms: number) => isoOf.get(ms) ?? isoOf.set(ms, new Date(ms).toISOString()).get(ms) ?? '';
  return <T extends { createdAt?: string | null }>(records: readonly T[], needs: readonly string[], datedAt?: (record: T) => number): void => {
    const run = runCollecting(marks, needs);
    for (const record of records) {
      const at = datedAt ? firstSyncFrom(run, datedAt(record)) : run[0];
      if (at !== undefined) record.createdAt = iso(at);
    }
  };
}

/**
 * Stamps each movement with the sync that first collected it and the one that last changed it: a
 * movement first collected pending changed when a sync on a later day found it posted.
 */
function stampMovements(marks: readonly SyncMark[], movements: readonly TransactionRecord[], needs: readonly string[]): void {
  const run = runCollecting(marks, needs);
  const isoOf = new Map<number, string>();
  const iso = (ms: number) => isoOf.get(ms) ?? isoOf.set(ms, new Date(ms).toISOString()).get(ms) ?? '';
  for (const movement of movements) {
    const ms = Date.parse(movement.date);
    const created = firstSyncFrom(run, ms);
    if (created === undefined) continue;
    const posted = movement.status === 'POSTED' ? (firstSyncFrom(run, dayStart(dayNumber(ms) + 1)) ?? created) : created;
    movement.createdAt = iso(created);
    movement.updatedAt = iso(Math.max(created, posted));
  }
}

/** Without TRANSACTIONS: the statements are simulated all the same, for the balances, and their movements let go at once. */
const withoutMovements = (ctx: ItemContext): ItemContext => ({ ...ctx, products: new Set([...ctx.products].filter((p) => p !== 'TRANSACTIONS')) });

/** The item's accounts alone, which a list of accounts needs: their movements are not kept. */
function accountsOf(ctx: ItemContext, marks: readonly SyncMark[]) {
  const bank = ctx.products.has('ACCOUNTS') ? bankAccounts(withoutMovements(ctx)).accounts : [];
  const cards = ctx.products.has('CREDIT_CARDS') ? creditAccounts(withoutMovements(ctx)).accounts : [];
  const stamp = firstCollected(marks);
  stamp(bank, ['ACCOUNTS']);
  stamp(cards, ['CREDIT_CARDS']);
  const accounts = [...bank, ...cards];
  return { accounts, byId: byId(accounts) };
}

/** The accounts' movements and the cards' bills, drawn only when asked for. */
function movementsOf(ctx: ItemContext, marks: readonly SyncMark[]) {
  const bank = ctx.products.has('ACCOUNTS') ? bankAccounts(ctx) : NONE;
  // Cards are simulated with every movement, collected or not: their bills are read off them.
  const cards = ctx.products.has('CREDIT_CARDS') ? creditAccounts({ ...ctx, products: new Set([...ctx.products, 'TRANSACTIONS']) }) : NONE;
  const { bills, billOf } = cardBills(ctx, cards);
  const charged = (ctx.products.has('TRANSACTIONS') ? cards.transactions : []).map((t) => {
    const billId = billOf.get(t.id);
    return billId !== undefined && t.creditCardMetadata ? { ...t, creditCardMetadata: { ...t.creditCardMetadata, billId } } : t;
  });
  stampMovements(marks, bank.transactions, ['ACCOUNTS', 'TRANSACTIONS']);
  stampMovements(marks, charged, ['CREDIT_CARDS', 'TRANSACTIONS']);
  firstCollected(marks)(bills, ['CREDIT_CARDS'], (bill) => Date.parse(bill.billClosingDate ?? bill.dueDate));
  const transactions = [...bank.transactions, ...charged];
  return {
    transactionsByAccount: groupedBy(transactions, (t) => t.accountId, newestFirst),
    transactionById: byId(transactions),
    billsByAccount: groupedBy(
      bills,
      (bill) => bill.accountId,
      (a, b) => b.dueDate.localeCompare(a.dueDate),
    ),
    billById: byId(bills),
  };
}

const EMPTY: ItemData = {
  accounts: [],
  account: () => undefined,
  transactionsOf: () => [],
  transaction: () => undefined,
  billsOf: () => [],
  bill: () => undefined,
  investments: [],
  investment: () => undefined,
  loans: [],
  loan: () => undefined,
  identity: null,
};

/**
 * The data of the item's latest sync. Every record is drawn from seeds of the item's id, so each
 * sync yields the same accounts, holdings and past movements, plus whatever happened since the
 * one before; a record keeps the time a sync first collected it.
 */
export function generateItemData(stored: StoredItem): ItemData {
  const latest = stored.syncs[stored.syncs.length - 1];
  if (!latest) return EMPTY;
  const ctx = itemContext(stored, latest);
  const marks = stored.syncs;
  const accountsPart = once(() => accountsOf(ctx, marks));
  const movementsPart = once(() => movementsOf(ctx, marks));
  const investmentsOf = once(() => {
    const list = generateInvestments(ctx);
    return { list, byId: byId(list) };
  });
  const loansOf = once(() => {
    const list = generateLoans(ctx).sort((a, b) => (b.contractDate ?? '').localeCompare(a.contractDate ?? '') || a.id.localeCompare(b.id));
    return { list, byId: byId(list) };
  });
  const identityOfItem = once(() => {
    const identity = identityOf(ctx);
    if (identity) firstCollected(marks)([identity], ['IDENTITY']);
    return identity;
  });
  return {
    get accounts() {
      return accountsPart().accounts;
    },
    account: (id) => accountsPart().byId.get(id),
    transactionsOf: (accountId) => movementsPart().transactionsByAccount.get(accountId) ?? [],
    transaction: (id) => movementsPart().transactionById.get(id),
    billsOf: (accountId) => movementsPart().billsByAccount.get(accountId) ?? [],
    bill: (id) => movementsPart().billById.get(id),
    get investments() {
      return investmentsOf().list;
    },
    investment: (id) => investmentsOf().byId.get(id),
    get loans() {
      return loansOf().list;
    },
    loan: (id) => loansOf().byId.get(id),
    get identity() {
      return identityOfItem();
    },
  };
}
