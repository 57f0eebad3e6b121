// The records of an item's collected data, and the two kinds of them the store keeps: consents, and the categories users chose.
import type { Account, Consent, CreditCardBill, Investment, InvestmentTransaction, Loan, Transaction } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';
export type { IdentityRecord } from './identity.js';

export type AccountRecord = Account & { id: string; itemId: string; type: 'BANK' | 'CREDIT'; createdAt: string; updatedAt: string };

/** `itemId` is the sandbox's own; it is not served. */
export type TransactionRecord = Transaction & { itemId: string };

/** `id` and `investmentId` come from the public client, which pages these by investment. */
export type InvestmentTransactionRecord = InvestmentTransaction & { id: string; investmentId: string; date: string };

export type InvestmentRecord = Omit<Investment, 'transactions'> & { transactions: InvestmentTransactionRecord[] | null };

export type ConsentRecord = Consent;

export type LoanRecord = Loan;

/** `accountId` and `itemId` are the sandbox's own; they are not served. */
export type BillRecord = CreditCardBill & { accountId: string; itemId: string };

/** A category set with PATCH /transactions/{id}, by transaction id, so a later sync keeps it. */
export type UserCategoryRecord = { id: string; itemId: string; categoryId: string; category: string | null; updatedAt: string };

export const consentsOf = (store: Store) => store.collection('consents');
export const userCategoriesOf = (store: Store) => store.collection('userCategories');
