// Loans, card bills and users' categories: written with the rest of an item's data, removed with it.
import type { Store } from '../store.js';
import { cardBills } from './card-bills.js';
import { extraDataOf } from './extra-records.js';
import type { ItemContext } from './item-context.js';
import { generateLoans } from './loans.js';
import { dataOf } from './records.js';
import { replace } from './replace.js';

export function generateExtraData(store: Store, ctx: ItemContext): void {
  const extra = extraDataOf(store);
  const { transactions } = dataOf(store);
  const ofItem = (record: { itemId: string }) => record.itemId === ctx.itemId;
  replace(extra.loans, ofItem, generateLoans(ctx));
  const { bills, billOf } = cardBills(ctx);
  replace(extra.bills, ofItem, bills);

  // A sync rewrites every movement, so the bill each is on and the category its user chose are
  // laid on it again each time.
  const chosen = new Map(extra.userCategories.list(ofItem).map((choice) => [choice.id, choice]));
  for (const t of transactions.list(ofItem)) {
    const billId = billOf.get(t.id);
    const choice = chosen.get(t.id);
    if (billId === undefined && choice === undefined) continue;
    transactions.put({
      ...t,
      ...(choice ? { categoryId: choice.categoryId, category: choice.category } : {}),
      ...(billId !== undefined && t.creditCardMetadata ? { creditCardMetadata: { ...t.creditCardMetadata, billId } } : {}),
    });
  }
}

export function deleteExtraData(store: Store, itemId: string): void {
  const extra = extraDataOf(store);
  for (const collection of [extra.loans, extra.bills, extra.userCategories]) {
    for (const record of collection.list((r) => r.itemId === itemId)) collection.delete(record.id);
  }
}
