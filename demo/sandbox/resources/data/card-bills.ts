// The closed monthly bills of an item's credit cards, read off the same simulated card statements.
import { tagOfRecordId } from './data-tag.js';
import type { CreditCardBillPaymentMode } from '../../../../src/api/schemas/index.js';
import type { GeneratedAccounts } from './bank-accounts.js';
import { DAY_MS, dayNumber, dayStart, isoAt } from './dates.js';
import type { ItemContext } from './item-context.js';
import { cents, seeded } from '../../core/random.js';
import type { AccountRecord, BillRecord, TransactionRecord } from './records.js';
import { CARD_BILL_PAYMENT } from './transaction-kinds.js';

/** As the card statement has it: a bill is due a week after it closes. */
const DUE_AFTER_MS = 7 * DAY_MS;
const MINIMUM_PAYMENT_SHARE = 0.15;
const PAYMENT_MODES: readonly CreditCardBillPaymentMode[] = ['DEBIT_ACCOUNT', 'BANK_SLIP', 'PIX'];

export type CardBills = {
  bills: BillRecord[];
  /** The bill each card movement was charged on, by transaction id. */
  billOf: Map<string, string>;
};

const inBrl = (t: TransactionRecord): number => t.amountInAccountCurrency ?? t.amount;
const isBillPayment = (t: TransactionRecord): boolean => t.description === CARD_BILL_PAYMENT.description && inBrl(t) < 0;

function billsOfAccount(ctx: ItemContext, account: AccountRecord, closeDay: number, movements: readonly TransactionRecord[], out: CardBills): void {
  const accountId = account.id;
  if (account.balance === undefined) return;
  // The balance is what is owed after every movement, so what was owed before them is known.
  // Sums, not running balances, are used: movements at the same instant have no order.
  const opening = movements.reduce((owed: number, t) => owed - inBrl(t), account.balance);
  const today = dayNumber(ctx.nowMs);
  // The statement counts its first day as the close of the bill it opens with.
  const closes = [ctx.firstDay];
  for (let day = ctx.firstDay + 1; day <= today; day++) if (new Date(dayStart(day)).getUTCDate() === closeDay) closes.push(day);
  const mode = seeded(`${accountId}|bill-payment`).pick(PAYMENT_MODES);

  // One pass over the movements in time order, however many bills: each close moves a cursor on.
  const timed = movements.map((t) => ({ t, ms: Date.parse(t.date) })).sort((a, b) => a.ms - b.ms);
  let cursor = 0;
  let owed = opening;
  closes.forEach((day, i) => {
    const closeMs = dayStart(day);
    const nextMs = dayStart(closes[i + 1] ?? Infinity);
    const dueMs = closeMs + DUE_AFTER_MS;
    const since = cursor;
    for (let next = timed[cursor]; next && next.ms < closeMs; next = timed[++cursor]) owed += inBrl(next.t);
    // A close before the due date rolls the unpaid bill into the next one.
    if (nextMs <= dueMs) return;
    const total = cents(owed);
    if (total <= 0) return;
    const random = seeded(`${accountId}|bill|${day}`, tagOfRecordId(accountId));
    const id = random.uuid();
    const charged = timed.slice(since, cursor).map((entry) => entry.t);
    for (const t of charged) if (!isBillPayment(t)) out.billOf.set(t.id, id);
    let payment: TransactionRecord | undefined;
    for (let j = cursor, next = timed[j]; next && next.ms < nextMs && !payment; next = timed[++j]) if (isBillPayment(next.t)) payment = next.t;
    out.bills.push({
      id,
      accountId,
      itemId: ctx.itemId,
      dueDate: isoAt(dueMs),
      billClosingDate: isoAt(closeMs),
      totalAmount: total,
      totalAmountCurrencyCode: 'BRL',
      minimumPaymentAmount: cents(total * MINIMUM_PAYMENT_SHARE),
      allowsInstallments: total >= 100,
      // Every bill is paid in full on its due date, so none carries interest or fines.
      financeCharges: [],
      payments: payment
        ? [
            {
              id: random.uuid(),
              valueType: -inBrl(payment) >= total ? 'FULL_PAYMENT' : 'OTHER_PAYMENT',
              paymentDate: payment.date,
              paymentMode: mode,
              amount: -inBrl(payment),
              currencyCode: 'BRL',
            },
          ]
        : [],
      createdAt: ctx.nowIso,
      updatedAt: ctx.nowIso,
    });
  });
}

/**
 * Bills come with the CREDIT_CARDS product, so they are read off the card statements even when
 * TRANSACTIONS is not collected: `cards` are the item's credit accounts with every movement.
 */
export function cardBills(ctx: ItemContext, cards: GeneratedAccounts): CardBills {
  const out: CardBills = { bills: [], billOf: new Map() };
  for (const account of cards.accounts) {
    const closeDate = account.creditData?.balanceCloseDate;
    if (!closeDate) continue;
    const statement = cards.transactions.filter((t) => t.accountId === account.id);
    billsOfAccount(ctx, account, new Date(closeDate).getUTCDate(), statement, out);
  }
  return out;
}
