// The movements of a checking or savings account, day by day, with the balance they leave.
import { tagOfRecordId } from './data-tag.js';
import { dayNumber, dayStart, isoAt } from './dates.js';
import { paymentDataFor, type AccountHolder } from './payment-data.js';
import { cents, seeded, type Random } from '../../core/random.js';
import type { TransactionRecord } from './records.js';
import { asOf } from './settlement.js';
import { toTransaction, type StatementContext, type StatementEntry } from './statement-entry.js';
import {
  BUSINESS_CHECKING,
  BUSINESS_MONTHLY,
  COUNTERPART_COMPANIES,
  COUNTERPART_PEOPLE,
  PERSONAL_CHECKING,
  PERSONAL_MONTHLY,
  pickWeighted,
  SAVINGS_DEPOSIT,
  SAVINGS_INTEREST,
  SAVINGS_WITHDRAWAL,
  type TransactionKind,
} from './transaction-kinds.js';

export type BankStatementInput = {
  accountId: string;
  itemId: string;
  subtype: 'CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT';
  business: boolean;
  holder: AccountHolder;
  firstDay: number;
  nowMs: number;
  openingBalance: number;
  /** Salary (people) or payroll (companies), fixed per account. */
  monthlyIncome: number;
  withPaymentData: boolean;
};

export type Statement = {
  transactions: TransactionRecord[];
  /** Balance of the posted movements. */
  balance: number;
  /** Balance including today's movements, still pending. */
  closingBalance: number;
};

const HOUR = 60 * 60 * 1000;

function draftsOfDay(input: BankStatementInput, day: number, random: Random, balanceHint: number): StatementEntry[] {
  const start = dayStart(day);
  const dom = new Date(start).getUTCDate();
  const drafts: StatementEntry[] = [];
  const add = (kind: TransactionKind, ms: number, magnitude: number, optional: boolean, counterpartName?: string) => {
    const amount = kind.type === 'DEBIT' ? -magnitude : magnitude;
    const counterpart = counterpartName ?? (kind.counterpart === 'company' ? random.pick(COUNTERPART_COMPANIES) : random.pick(COUNTERPART_PEOPLE));
    const description = kind.counterpart ? `${kind.description} ${counterpart}` : kind.description;
    const entry: StatementEntry = { id: random.uuid(), ms, kind, description, amount, providerId: random.digits(12), optional };
    if (kind.paymentMethod) {
      entry.paymentData = paymentDataFor(
        random,
        input.holder,
        kind.paymentMethod,
        kind.type,
        { name: counterpart, kind: kind.counterpart ?? 'company' },
        magnitude,
        new Date(ms).toISOString(),
      );
    }
    drafts.push(entry);
  };
  const magnitudeOf = (kind: TransactionKind) => (kind.min === kind.max ? kind.min : random.money(kind.min, kind.max));

  if (input.subtype === 'SAVINGS_ACCOUNT') {
    // Savings earn on the account's monthly anniversary, here the day it was opened.
    if (dom === (input.firstDay % 28) + 1) add(SAVINGS_INTEREST, start + 6 * HOUR, cents(Math.max(balanceHint, 0) * 0.005), false);
    if (random.chance(0.08)) add(SAVINGS_DEPOSIT, start + random.int(8, 21) * HOUR, magnitudeOf(SAVINGS_DEPOSIT), true);
    if (random.chance(0.04)) add(SAVINGS_WITHDRAWAL, start + random.int(8, 21) * HOUR, magnitudeOf(SAVINGS_WITHDRAWAL), true);
    return drafts;
  }

  for (const monthly of input.business ? BUSINESS_MONTHLY : PERSONAL_MONTHLY) {
    if (monthly.day !== dom) continue;
    const magnitude = monthly.min === 0 ? input.monthlyIncome : magnitudeOf(monthly);
    add(monthly, start + random.int(5, 7) * HOUR + random.int(0, 3599) * 1000, magnitude, false);
  }
  const kinds = input.business ? BUSINESS_CHECKING : PERSONAL_CHECKING;
  const count = random.pick([0, 1, 1, 2, 2, 3]);
  for (let i = 0; i < count; i++) {
    const kind = pickWeighted(kinds, random.next());
    add(kind, start + random.int(7 * 3600, 23 * 3600 - 1) * 1000, magnitudeOf(kind), true);
  }
  return drafts;
}

export function bankStatement(input: BankStatementInput): Statement {
  const today = dayNumber(input.nowMs);
  const ctx: StatementContext = {
    accountId: input.accountId,
    itemId: input.itemId,
    nowIso: isoAt(input.nowMs),
    pendingFromMs: dayStart(today),
    withPaymentData: input.withPaymentData,
  };
  const transactions: TransactionRecord[] = [];
  let running = input.openingBalance;
  let posted = input.openingBalance;
  // Discretionary spending stops at a cushion, as a careful customer's would; fixed bills
  // still go out, so an account can dip into its overdraft.
  const floor = input.business ? 2000 : 150;
  for (let day = input.firstDay; day <= today; day++) {
    // A seed per day: a later sync keeps every earlier movement and only adds the time since.
    const random = seeded(`${input.accountId}|${day}`, tagOfRecordId(input.accountId));
    const drafts = draftsOfDay(input, day, random, running).sort((a, b) => a.ms - b.ms);
    for (const drafted of drafts) {
      if (drafted.ms > input.nowMs) continue;
      const entry = asOf(drafted, drafted.ms >= ctx.pendingFromMs, drafted.amount < 0);
      if (!entry) continue;
      if (entry.optional && entry.amount < 0 && running + entry.amount < floor) continue;
      running = cents(running + entry.amount);
      if (entry.ms < ctx.pendingFromMs) posted = running;
      transactions.push(toTransaction(entry, running, ctx));
    }
  }
  return { transactions, balance: posted, closingBalance: running };
}
