// The movements of a credit card: purchases, installments, bill payments, and what is owed.
import { tagOfRecordId } from './data-tag.js';
import { DAY_MS, dayNumber, dayOfMonth, dayStart, isoAt } from './dates.js';
import { cents, seeded, type Random } from '../../core/random.js';
import type { TransactionRecord } from './records.js';
import { asOf } from './settlement.js';
import { toTransaction, type StatementContext, type StatementEntry } from './statement-entry.js';
import {
  CARD_ABROAD,
  CARD_BILL_PAYMENT,
  CARD_INSTALLMENT,
  CARD_PURCHASES,
  CARD_SUBSCRIPTIONS,
  pickWeighted,
  type TransactionKind,
} from './transaction-kinds.js';

export type CardStatementInput = {
  accountId: string;
  itemId: string;
  /** Last 4 digits of the main card, then of the additional cards. */
  cards: string[];
  /** Day of month the bill closes; it is due 7 days later. */
  closeDay: number;
  firstDay: number;
  nowMs: number;
  /** Bill closed before the first day, paid on its first due date. */
  openingBill: number;
  /** Purchases stop short of it, as the card would decline them. */
  creditLimit: number;
  withBillForecast: boolean;
};

// Purchases are positive amounts and payments negative, the aggregator's convention for credit
// accounts, so the running balance is what is owed.
export type CardStatement = {
  transactions: TransactionRecord[];
  /** Owed now: the unpaid closed bill plus the open one. */
  balance: number;
  /** Closed bill awaiting payment (0 once paid). */
  closedBill: number;
  /** Installments still to come, which the limit already holds. */
  futureInstallments: number;
  /** Owed in USD on purchases abroad in the open bill. */
  foreignOpen: number;
};

const USD_RATE = 5.4;
const INSTALLMENTS = 10;
const DUE_AFTER_DAYS = 7;

const monthIndex = (ms: number): number => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

const billMonth = (ms: number, closeDay: number): string => {
  const d = new Date(ms);
  const closesThisMonth = d.getUTCDate() < closeDay;
  const due = new Date(dayOfMonth(ms, closeDay, closesThisMonth ? 0 : 1) + DUE_AFTER_DAYS * DAY_MS);
  return due.toISOString().slice(0, 7);
};

export function cardStatement(input: CardStatementInput): CardStatement {
  const [mainCard = '0000'] = input.cards;
  const today = dayNumber(input.nowMs);
  const ctx: StatementContext = {
    accountId: input.accountId,
    itemId: input.itemId,
    nowIso: isoAt(input.nowMs),
    pendingFromMs: dayStart(today),
    withPaymentData: false,
  };
  const plan = seeded(`${input.accountId}|plan`);
  const subscriptionDays = CARD_SUBSCRIPTIONS.map(() => plan.int(1, 28));
  const installmentDay = plan.int(1, 28);
  // The plan started a few months before the statement, so it shows as "PARC 04/10" and on.
  const purchasedMs = dayOfMonth(dayStart(input.firstDay), installmentDay, -plan.int(0, 6));
  const installmentTotal = Math.min(plan.money(CARD_INSTALLMENT.min, CARD_INSTALLMENT.max), cents(input.creditLimit * 0.5));
  // The whole installment plan holds the limit, so purchases keep clear of it too.
  const purchaseCeiling = input.creditLimit * 0.85 - installmentTotal;
  const perInstallment = cents(installmentTotal / INSTALLMENTS);
  /** Which installment falls in the month of `ms` (1 in the month of purchase). */
  const installmentAt = (ms: number): number => monthIndex(ms) - monthIndex(purchasedMs) + 1;

  const transactions: TransactionRecord[] = [];
  let owed = input.openingBill;
  let openBill = 0;
  let foreignOpen = 0;
  let closedBill = input.openingBill;
  let dueDay = input.firstDay + DUE_AFTER_DAYS;

  const purchase = (random: Random, kind: TransactionKind, ms: number, amount: number, extra: Partial<StatementEntry> = {}): StatementEntry => {
    const card = input.cards.length > 1 && random.chance(0.25) ? random.pick(input.cards) : mainCard;
    return {
      id: random.uuid(),
      ms,
      kind,
      description: kind.description,
      amount,
      providerId: random.digits(12),
      optional: false,
      ...extra,
      creditCardMetadata: {
        cardNumber: card,
        purchaseDate: isoAt(ms),
        ...(kind.mcc === undefined ? {} : { payeeMCC: kind.mcc }),
        ...(input.withBillForecast ? { billForecastDate: billMonth(ms, input.closeDay) } : {}),
        ...extra.creditCardMetadata,
      },
    };
  };

  for (let day = input.firstDay; day <= today; day++) {
    const random = seeded(`${input.accountId}|${day}`, tagOfRecordId(input.accountId));
    const start = dayStart(day);
    const dom = new Date(start).getUTCDate();
    const drafts: StatementEntry[] = [];
    if (dom === input.closeDay && day !== input.firstDay) {
      closedBill = cents(closedBill + openBill);
      openBill = 0;
      foreignOpen = 0;
      dueDay = day + DUE_AFTER_DAYS;
    }
    if (day === dueDay && closedBill > 0) {
      drafts.push({
        id: random.uuid(),
        ms: start + 9 * 3600 * 1000,
        kind: CARD_BILL_PAYMENT,
        description: CARD_BILL_PAYMENT.description,
        amount: -closedBill,
        providerId: random.digits(12),
        optional: false,
      });
    }
    CARD_SUBSCRIPTIONS.forEach((kind, i) => {
      if (subscriptionDays[i] === dom) drafts.push(purchase(random, kind, start + random.int(1, 5) * 3600 * 1000, kind.min));
    });
    if (dom === installmentDay) {
      const number = installmentAt(start);
      if (number >= 1 && number <= INSTALLMENTS) {
        const label = `${String(number).padStart(2, '0')}/${INSTALLMENTS}`;
        drafts.push(
          purchase(random, CARD_INSTALLMENT, start + 4 * 3600 * 1000, perInstallment, {
            description: `${CARD_INSTALLMENT.description} PARC ${label}`,
            creditCardMetadata: {
              installmentNumber: number,
              totalInstallments: INSTALLMENTS,
              totalAmount: installmentTotal,
              purchaseDate: isoAt(purchasedMs),
            },
          }),
        );
      }
    }
    const count = random.pick([0, 0, 1, 1, 1, 2]);
    for (let i = 0; i < count; i++) {
      const kind = pickWeighted(CARD_PURCHASES, random.next());
      drafts.push(purchase(random, kind, start + random.int(8 * 3600, 23 * 3600 - 1) * 1000, random.money(kind.min, kind.max), { optional: true }));
    }
    if (random.chance(0.03)) {
      const usd = random.money(CARD_ABROAD.min, CARD_ABROAD.max);
      drafts.push(
        purchase(random, CARD_ABROAD, start + random.int(0, 23) * 3600 * 1000, cents(usd * USD_RATE), {
          foreign: { currencyCode: 'USD', amount: usd },
          optional: true,
        }),
      );
    }

    for (const drafted of drafts.sort((a, b) => a.ms - b.ms)) {
      if (drafted.ms > input.nowMs) continue;
      const entry = asOf(drafted, drafted.ms >= ctx.pendingFromMs, drafted.amount > 0);
      if (!entry) continue;
      if (entry.optional && owed + entry.amount > purchaseCeiling) continue;
      owed = cents(owed + entry.amount);
      if (entry.kind === CARD_BILL_PAYMENT) closedBill = 0;
      else {
        openBill = cents(openBill + entry.amount);
        if (entry.foreign) foreignOpen = cents(foreignOpen + entry.foreign.amount);
      }
      transactions.push(toTransaction(entry, owed, ctx));
    }
  }
  const charged = new Date(input.nowMs).getUTCDate() >= installmentDay ? installmentAt(input.nowMs) : installmentAt(input.nowMs) - 1;
  const futureInstallments = cents(Math.min(INSTALLMENTS, Math.max(0, INSTALLMENTS - charged)) * perInstallment);
  return { transactions, balance: owed, closedBill, futureInstallments, foreignOpen };
}
