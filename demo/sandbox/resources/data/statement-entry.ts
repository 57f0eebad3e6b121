// One generated movement before it is laid on the statement, and how it becomes a Transaction.
import type { CreditCardMetadata, TransactionPaymentData } from '../../../../src/api/schemas/index.js';
import { isoAt } from './dates.js';
import type { TransactionRecord } from './records.js';
import type { TransactionKind } from './transaction-kinds.js';

export type StatementEntry = {
  id: string;
  ms: number;
  kind: TransactionKind;
  description: string;
  /** Signed in the account's convention (see the statement generators). */
  amount: number;
  /** Set when the movement is in another currency than the account's. */
  foreign?: { currencyCode: string; amount: number };
  paymentData?: TransactionPaymentData;
  creditCardMetadata?: CreditCardMetadata;
  providerId: string;
  /** Discretionary movements are dropped when the balance cannot take them. */
  optional: boolean;
};

export type StatementContext = { accountId: string; itemId: string; nowIso: string; pendingFromMs: number; withPaymentData: boolean };

export function toTransaction(entry: StatementEntry, balance: number, ctx: StatementContext): TransactionRecord {
  const date = isoAt(entry.ms);
  return {
    id: entry.id,
    accountId: ctx.accountId,
    itemId: ctx.itemId,
    date,
    description: entry.description,
    descriptionRaw: `${entry.description} ${date.slice(8, 10)}/${date.slice(5, 7)}`,
    currencyCode: entry.foreign?.currencyCode ?? 'BRL',
    amount: entry.foreign?.amount ?? entry.amount,
    amountInAccountCurrency: entry.foreign ? entry.amount : null,
    balance,
    category: entry.kind.category,
    categoryId: entry.kind.categoryId,
    providerId: entry.providerId,
    status: entry.ms >= ctx.pendingFromMs ? 'PENDING' : 'POSTED',
    type: entry.kind.type,
    operationType: entry.kind.operationType,
    ...(ctx.withPaymentData && entry.paymentData ? { paymentData: entry.paymentData } : {}),
    creditCardMetadata: entry.creditCardMetadata ?? null,
    ...(entry.kind.merchant ? { merchant: entry.kind.merchant } : {}),
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  };
}
