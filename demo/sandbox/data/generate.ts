// An item's collected data: written when an execution succeeds (fully or partly), removed with it.
import type { SandboxDeps } from '../context.js';
import type { StoredItem } from '../items/stored-item.js';
import type { Collection } from '../store.js';
import { bankAccounts, type GeneratedAccounts } from './bank-accounts.js';
import { consentsFor } from './consent.js';
import { creditAccounts } from './credit-accounts.js';
import { deleteExtraData, generateExtraData } from './extra-data.js';
import { identityOf } from './identity.js';
import { generateInvestments } from './investments.js';
import { itemContext } from './item-context.js';
import { dataOf, type ConsentRecord } from './records.js';
import { replace } from './replace.js';

const NONE: GeneratedAccounts = { accounts: [], transactions: [] };

/**
 * Everything is drawn from seeds of the item id, so each sync of an item yields the same accounts,
 * holdings and past movements, plus whatever happened since the last one.
 */
export function generateItemData(deps: SandboxDeps, stored: StoredItem, opts: { failedProducts?: string[] } = {}): void {
  const ctx = itemContext(stored, deps.config.now(), opts.failedProducts);
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
  generateExtraData(deps.store, ctx);
}

/** The item's consent in force, if it is an open-finance item that has synced. */
export function currentConsentOf(deps: SandboxDeps, itemId: string): ConsentRecord | undefined {
  return dataOf(deps.store).consents.list((consent) => consent.itemId === itemId && consent.revokedAt == null)[0];
}

export function deleteItemData(deps: SandboxDeps, itemId: string): void {
  const data = dataOf(deps.store);
  const ofItem = (record: { itemId: string }) => record.itemId === itemId;
  for (const collection of [data.accounts, data.transactions, data.investments, data.identities, data.consents] as const) {
    for (const record of (collection as Collection<{ id: string; itemId: string }>).list(ofItem)) collection.delete(record.id);
  }
  deleteExtraData(deps.store, itemId);
}
