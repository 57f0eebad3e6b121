// Category names by id, for the categories a user sets on a transaction.
import { CATEGORIES } from './transaction-kinds.js';

const NAMES = new Map<string, string>(Object.values(CATEGORIES).map(([name, id]) => [id, name]));

/** Category ids are eight digits, two per level of the aggregator's category tree. */
export const isCategoryId = (id: string): boolean => /^\d{8}$/.test(id);

/** The name of a category the sandbox's statements use; null for any other. */
export const categoryName = (id: string): string | null => NAMES.get(id) ?? null;
