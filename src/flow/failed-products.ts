// The products a partial sync could not collect, from the item's statusDetail.
import type { Item, StatusDetailKey } from '../api/schemas/index.js';

const PRODUCT_OF: Record<StatusDetailKey, string> = {
  accounts: 'ACCOUNTS',
  creditCards: 'CREDIT_CARDS',
  transactions: 'TRANSACTIONS',
  investments: 'INVESTMENTS',
  identity: 'IDENTITY',
  investmentsTransactions: 'INVESTMENTS_TRANSACTIONS',
  paymentData: 'PAYMENT_DATA',
  loans: 'LOANS',
  accountStatements: 'ACCOUNT_STATEMENTS',
};

export function failedProductsOf(item: Item): string[] {
  const detail = item.statusDetail;
  if (!detail) return [];
  const failed: string[] = [];
  for (const [key, product] of Object.entries(PRODUCT_OF)) {
    const status = detail[key as keyof typeof PRODUCT_OF];
    if (status && status.isUpdated === false) failed.push(product);
  }
  return failed;
}
