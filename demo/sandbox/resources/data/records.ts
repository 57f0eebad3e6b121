// How the sandbox keeps an item's collected data, and where: one store collection per resource.
import type { Account, Consent, CreditCardBill, Investment, InvestmentTransaction, Loan, Transaction } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';
export type { IdentityRecord } from './identity.js';

export type AccountRecord = Account & { id: string; itemId: string; type: 'BANK' | 'CREDIT'; createdAt: string; updatedAt: string };

/** `itemId` is the sandbox's own, for deleting and filtering; it is not served. */
export type TransactionRecord = Transaction & { itemId: string };

/** `id` and `investmentId` come from the public client, which pages these by investment. */
export type InvestmentTransactionRecord = InvestmentTransaction & { id: string; investmentId: string; date: string };

export type InvestmentRecord = Omit<Investment, 'transactions'> & { transactions: InvestmentTransactionRecord[] | null };

export type ConsentRecord = Consent;

export type LoanRecord = Loan;

/** `accountId` and `itemId` are the sandbox's own, for filtering and deleting; they are not served. */
export type BillRecord = CreditCardBill & { accountId: string; itemId: string };

/** A category set with PATCH /transactions/{id}, by transaction id, so a later sync keeps it. */
export type UserCategoryRecord = { id: string; itemId: string; categoryId: string; category: string | null; updatedAt: string };

export const dataOf = (store: Store) => ({
  accounts: store.collection('accounts'),
  transactions: store.collection('transactions'),
  investments: store.collection('investments'),
  consents: store.collection('consents'),
  identities: store.collection('identities'),
  loans: store.collection('loans'),
  bills: store.collection('bills'),
  userCategories: store.collection('userCategories'),
});
export type DataCollections = ReturnType<typeof dataOf>;
