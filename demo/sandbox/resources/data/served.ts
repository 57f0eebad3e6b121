// What callers are shown of stored records: no internal fields, and a Connect Token's reduced account.
import type { Account, CreditCardBill, Transaction } from '../../../../src/api/schemas/index.js';
import type { AccountRecord, BillRecord, TransactionRecord } from './records.js';

export function servedTransaction(record: TransactionRecord): Transaction {
  const { itemId: _internal, ...transaction } = record;
  return transaction;
}

/** No balance, owner, tax number, bank or credit details: a browser only lists the accounts. */
export function reducedAccount(record: AccountRecord): Account {
  const { id, type, subtype, number, name, marketingName, itemId, currencyCode, createdAt, updatedAt } = record;
  return { id, type, subtype, number, name, marketingName, itemId, currencyCode, createdAt, updatedAt };
}

export function servedBill(record: BillRecord): CreditCardBill {
  const { accountId: _account, itemId: _item, ...bill } = record;
  return bill;
}
