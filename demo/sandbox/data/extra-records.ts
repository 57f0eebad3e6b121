// How the sandbox keeps loans, card bills and the categories users chose: one collection each.
import type { CreditCardBills, Loan } from 'pluggy-sdk';
import type { Store } from '../store.js';

/** A resource as it travels in JSON: the public client revives ISO date-times into Dates. */
export type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** The interface does not show these resources; their fields are those of its public client. */
export type LoanRecord = Wire<Loan>;

/** `accountId` and `itemId` are the sandbox's own, for filtering and deleting; they are not served. */
export type BillRecord = Wire<CreditCardBills> & { accountId: string; itemId: string };

/** A category set with PATCH /transactions/{id}, by transaction id, so a later sync keeps it. */
export type UserCategoryRecord = { id: string; itemId: string; categoryId: string; category: string | null; updatedAt: string };

export const extraDataOf = (store: Store) => ({
  loans: store.collection<LoanRecord>('loans'),
  bills: store.collection<BillRecord>('bills'),
  userCategories: store.collection<UserCategoryRecord>('userCategories'),
});

export function servedBill(record: BillRecord): Wire<CreditCardBills> {
  const { accountId: _account, itemId: _item, ...bill } = record;
  return bill;
}
