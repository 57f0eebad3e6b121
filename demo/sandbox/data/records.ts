// How the sandbox keeps an item's collected data, and where: one store collection per resource.
import type { Account, Consent, Investment, InvestmentTransaction, Transaction } from '../../../src/api/schemas/index.js';
import type { Store } from '../store.js';
import type { IdentityRecord } from './identity.js';

export type AccountRecord = Account & { id: string; itemId: string; type: 'BANK' | 'CREDIT'; createdAt: string; updatedAt: string };

/** `itemId` is the sandbox's own, for deleting and filtering; it is not served. */
export type TransactionRecord = Transaction & { itemId: string };

/** `id` and `investmentId` come from the public client, which pages these by investment. */
export type InvestmentTransactionRecord = InvestmentTransaction & { id: string; investmentId: string; date: string };

export type InvestmentRecord = Omit<Investment, 'transactions'> & { transactions: InvestmentTransactionRecord[] | null };

export type ConsentRecord = Consent;

export const dataOf = (store: Store) => ({
  accounts: store.collection<AccountRecord>('accounts'),
  transactions: store.collection<TransactionRecord>('transactions'),
  investments: store.collection<InvestmentRecord>('investments'),
  consents: store.collection<ConsentRecord>('consents'),
  identities: store.collection<IdentityRecord>('identities'),
});
export type DataCollections = ReturnType<typeof dataOf>;
