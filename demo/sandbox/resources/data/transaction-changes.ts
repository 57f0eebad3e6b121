// What an item's latest sync did to its movements, against the sync before: which it added, which it modified, which it removed.
import type { StoredItem } from '../items/stored-item.js';
import { generateItemData, type ItemData } from './item-data.js';
import type { TransactionRecord } from './records.js';
import { collectedBy } from './sync-marks.js';

export type TransactionChanges = {
  /** How many movements the sync added. */
  created: number;
  /** Ids of the movements it modified, by account. */
  updated: Map<string, string[]>;
  /** Ids of the movements it removed, by account. */
  deleted: Map<string, string[]>;
};

/** What posting may change: a pending movement's status, its amount, and the balances after it. */
const postingOf = (t: TransactionRecord) =>
  [t.status, t.amount, t.amountInAccountCurrency, t.balance, t.date, t.description, t.descriptionRaw].join('|');

function movementsById(data: ItemData): Map<string, TransactionRecord> {
  const all = new Map<string, TransactionRecord>();
  for (const account of data.accounts) for (const t of data.transactionsOf(account.id)) all.set(t.id, t);
  return all;
}

function add(to: Map<string, string[]>, t: TransactionRecord): void {
  const ids = to.get(t.accountId);
  if (ids) ids.push(t.id);
  else to.set(t.accountId, [t.id]);
}

/**
 * The changes of the latest sync, given its data and, when still drawn, the data of the sync before
 * (drawn again otherwise); undefined when the sync before did not collect movements (none, or
 * TRANSACTIONS failed then): every movement is new.
 */
export function transactionChanges(stored: StoredItem, latest: ItemData, previous?: ItemData): TransactionChanges | undefined {
  const previousMark = stored.syncs[stored.syncs.length - 2];
  if (!previousMark || !collectedBy(previousMark).includes('TRANSACTIONS')) return undefined;
  const before = movementsById(previous ?? generateItemData({ ...stored, syncs: stored.syncs.slice(0, -1) }));
  const after = movementsById(latest);
  const changes: TransactionChanges = { created: 0, updated: new Map(), deleted: new Map() };
  for (const [id, t] of after) {
    const earlier = before.get(id);
    if (!earlier) changes.created += 1;
    else if (postingOf(earlier) !== postingOf(t)) add(changes.updated, t);
  }
  for (const [id, t] of before) if (!after.has(id)) add(changes.deleted, t);
  return changes;
}
