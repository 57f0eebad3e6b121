// Category names by id, for the categories a user sets on a transaction, and a user's choice laid over the movement it names.
import type { TransactionRecord, UserCategoryRecord } from './records.js';
import { CATEGORIES } from './transaction-kinds.js';

const NAMES = new Map<string, string>(Object.values(CATEGORIES).map(([name, id]) => [id, name]));

/** Category ids are eight digits, two per level of the aggregator's category tree. */
export const isCategoryId = (id: string): boolean => /^\d{8}$/.test(id);

/** The name of a category the sandbox's statements use; null for any other. */
export const categoryName = (id: string): string | null => NAMES.get(id) ?? null;

/** The movement as the user left it: their category, and the later of their change and the last sync. */
export function withChoice(transaction: TransactionRecord, choice: UserCategoryRecord | undefined): TransactionRecord {
  if (choice === undefined) return transaction;
  const updatedAt = choice.updatedAt > (transaction.updatedAt ?? '') ? choice.updatedAt : transaction.updatedAt;
  return { ...transaction, categoryId: choice.categoryId, category: choice.category, updatedAt };
}
