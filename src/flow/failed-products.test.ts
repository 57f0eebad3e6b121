// The products a partial sync missed: each statusDetail key named as the products list names it.
import { describe, expect, it } from 'vitest';
import { Item } from '../api/schemas/item.js';
import { failedProductsOf } from './failed-products.js';

const itemWith = (statusDetail: unknown) => Item.parse({ id: 'item-1', status: 'UPDATED', executionStatus: 'PARTIAL_SUCCESS', statusDetail });

describe('failedProductsOf', () => {
  it('names every product that was not updated, in the interface order', () => {
    const failed = { isUpdated: false };
    const detail = {
      accountStatements: failed,
      loans: failed,
      paymentData: failed,
      investmentsTransactions: failed,
      identity: failed,
      investments: failed,
      transactions: failed,
      creditCards: failed,
      accounts: failed,
    };
    expect(failedProductsOf(itemWith(detail))).toEqual([
      'ACCOUNTS',
      'CREDIT_CARDS',
      'TRANSACTIONS',
      'INVESTMENTS',
      'IDENTITY',
      'INVESTMENTS_TRANSACTIONS',
      'PAYMENT_DATA',
      'LOANS',
      'ACCOUNT_STATEMENTS',
    ]);
  });

  it('leaves out what was updated or not reported', () => {
    expect(failedProductsOf(itemWith({ accounts: { isUpdated: true }, loans: null, creditCards: { isUpdated: false } }))).toEqual(['CREDIT_CARDS']);
    expect(failedProductsOf(itemWith(null))).toEqual([]);
    expect(failedProductsOf(itemWith(undefined))).toEqual([]);
  });
});
