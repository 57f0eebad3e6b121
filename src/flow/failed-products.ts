// The products a partial sync could not collect, from the item's statusDetail.
import type { Item } from '../api/schemas/index.js';

/** statusDetail names each product in camelCase: creditCards is CREDIT_CARDS. */
const productOf = (key: string): string => key.replace(/[A-Z]/g, '_$&').toUpperCase();

/** In the interface's order of statusDetail keys, which the item's schema keeps. */
export function failedProductsOf(item: Item): string[] {
  return Object.entries(item.statusDetail ?? {}).flatMap(([key, status]) => (status?.isUpdated === false ? [productOf(key)] : []));
}
