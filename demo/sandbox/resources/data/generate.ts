// An item's collected data: written when an execution succeeds (fully or partly), removed with it.
import type { SandboxDeps } from '../../core/context.js';
import type { Collection } from '../../core/store.js';
import type { StoredItem } from '../items/stored-item.js';
import { bankAccounts, type GeneratedAccounts } from './bank-accounts.js';
import { cardBills } from './card-bills.js';
import { consentsFor } from './consent.js';
import { creditAccounts } from './credit-accounts.js';
import { identityOf } from './identity.js';
import { generateInvestments } from './investments.js';
import { type ItemContext, itemContext } from './item-context.js';
import { generateLoans } from './loans.js';
import { type ConsentRecord, type DataCollections, dataOf } from './records.js';
import { replace } from './replace.js';

const NONE: GeneratedAccounts = { accounts: [], transactions: [] };

/**
 * Everything is drawn from seeds of the item id, so each sync of an item yields the same accounts,
 * holdings and past movements, plus whatever happened since the last one.
 */
export function generateItemData(deps: SandboxDeps, stored: StoredItem, opts: { failedProducts?: string[] } = {}): void {
  const ctx = itemContext(stored, deps.clock.now(), opts.failedProducts);
  const data = dataOf(deps.store);
  const ofItem = (record: { itemId: string }) => record.itemId === stored.id;

  const bank = ctx.products.has('ACCOUNTS') ? bankAccounts(ctx) : NONE;
  const credit = ctx.products.has('CREDIT_CARDS') ? creditAccounts(ctx) : NONE;
  replace(data.accounts, ofItem, [...bank.accounts, ...credit.accounts]);
  replace(data.transactions, ofItem, [...bank.transactions, ...credit.transactions]);
  replace(data.investments, ofItem, generateInvestments(ctx));
  const identity = identityOf(ctx);
  replace(data.identities, ofItem, identity ? [identity] : []);
  for (const consent of consentsFor(ctx, data.consents.list(ofItem))) data.consents.put(consent);
  replace(data.loans, ofItem, generateLoans(ctx));
  layBillsAndCategories(data, ctx);
}

/**
 * A sync rewrites every movement, so the bill each card movement is on and the category its user
 * chose with PATCH /transactions/{id} are laid on it again each time.
 */
function layBillsAndCategories(data: DataCollections, ctx: ItemContext): void {
  const ofItem = (record: { itemId: string }) => record.itemId === ctx.itemId;
  const { bills, billOf } = cardBills(ctx);
  replace(data.bills, ofItem, bills);
  const chosen = new Map(data.userCategories.list(ofItem).map((choice) => [choice.id, choice]));
  for (const t of data.transactions.list(ofItem)) {
    const billId = billOf.get(t.id);
    const choice = chosen.get(t.id);
    if (billId === undefined && choice === undefined) continue;
    data.transactions.put({
      ...t,
      ...(choice ? { categoryId: choice.categoryId, category: choice.category } : {}),
      ...(billId !== undefined && t.creditCardMetadata ? { creditCardMetadata: { ...t.creditCardMetadata, billId } } : {}),
    });
  }
}

/** The item's consent in force, if it is an open-finance item that has synced. */
export function currentConsentOf(deps: SandboxDeps, itemId: string): ConsentRecord | undefined {
  return dataOf(deps.store).consents.list((consent) => consent.itemId === itemId && consent.revokedAt == null)[0];
}

export function deleteItemData(deps: SandboxDeps, itemId: string): void {
  const data = dataOf(deps.store);
  const removeItsRecords = <T extends { id: string; itemId: string }>(collection: Collection<T>) => {
    for (const record of collection.list((r) => r.itemId === itemId)) collection.delete(record.id);
  };
  removeItsRecords(data.accounts);
  removeItsRecords(data.transactions);
  removeItsRecords(data.investments);
  removeItsRecords(data.identities);
  removeItsRecords(data.consents);
  removeItsRecords(data.loans);
  removeItsRecords(data.bills);
  removeItsRecords(data.userCategories);
}
