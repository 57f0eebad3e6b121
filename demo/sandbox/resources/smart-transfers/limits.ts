// The preauthorization's ceilings a new payment would break, as the errorDetail the interface defines.
import { z } from '../../../../src/api/z.js';
import type { SmartTransferConfiguration, SmartTransferErrorDetail } from '../../../../src/api/schemas/index.js';
import { PERIOD_NAMES, PERIODS, PeriodicLimits, periodOf } from './periodic-limits.js';

/** Payments in these statuses never moved money, so they count against no limit. */
export const NOT_SPENT = new Set(['ERROR', 'CANCELED', 'CONSENT_REJECTED', 'PAYMENT_REJECTED']);

/** A payment that counts against the limits: what it moved, and when. */
export type Spent = { amount: number; createdAt: string };

const money = (n: number) => n.toFixed(2);
const cents = (n: number) => Math.round(n * 100);

/**
 * The smart transfer codes name no broken limit: a payment above the consented ceilings differs from
 * the consent, so it is PAYMENT_DIFFERENT_FROM_CONSENT, and the detail begins with open finance's
 * reason (the interface's LIMITE_* codes) and names the limit.
 */
const breach = (reason: string, detail: string): SmartTransferErrorDetail => ({
  code: 'PAYMENT_DIFFERENT_FROM_CONSENT',
  description: 'The payment differs from what the payer consented to',
  detail: `${reason}: ${detail}`,
});

function periodicBreach(limits: PeriodicLimits, amount: number, spent: readonly Spent[], now: number): SmartTransferErrorDetail | null {
  for (const period of PERIODS) {
    const limit = limits[period];
    if (!limit) continue;
    const current = periodOf(period, now);
    const within = spent.filter((p) => periodOf(period, Date.parse(p.createdAt)) === current);
    const { current: when } = PERIOD_NAMES[period];
    if (limit.quantityLimit !== undefined && within.length + 1 > limit.quantityLimit) {
      return breach(
        'LIMITE_PERIODO_QUANTIDADE_EXCEDIDO',
        `${within.length} payments already made ${when} reach the preauthorization's periodicLimits.${period}.quantityLimit of ${limit.quantityLimit}`,
      );
    }
    const sum = within.reduce((total, p) => total + cents(p.amount), 0);
    if (limit.transactionLimit !== undefined && sum + cents(amount) > cents(limit.transactionLimit)) {
      return breach(
        'LIMITE_PERIODO_VALOR_EXCEDIDO',
        `amount ${money(amount)} plus ${money(sum / 100)} already paid ${when} exceeds the preauthorization's periodicLimits.${period}.transactionLimit of ${money(limit.transactionLimit)}`,
      );
    }
  }
  return null;
}

/** What breaks, in the order a payer reads the consent: each payment, the whole consent, then each period. */
export function limitBreach(
  configuration: SmartTransferConfiguration | undefined,
  amount: number,
  spent: readonly Spent[],
  now: number,
): SmartTransferErrorDetail | null {
  if (configuration?.transactionLimit !== undefined && cents(amount) > cents(configuration.transactionLimit)) {
    return breach(
      'LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO',
      `amount ${money(amount)} exceeds the preauthorization's transactionLimit of ${money(configuration.transactionLimit)}`,
    );
  }
  const total = spent.reduce((sum, p) => sum + cents(p.amount), 0);
  if (configuration?.totalAllowedAmount !== undefined && total + cents(amount) > cents(configuration.totalAllowedAmount)) {
    return breach(
      'LIMITE_VALOR_TOTAL_CONSENTIMENTO_EXCEDIDO',
      `amount ${money(amount)} plus ${money(total / 100)} already paid exceeds the preauthorization's totalAllowedAmount of ${money(configuration.totalAllowedAmount)}`,
    );
  }
  // Stored only once checked at creation, so it reads back; an unreadable one limits nothing.
  const periodic = z.safeParse(PeriodicLimits, configuration?.periodicLimits ?? {});
  return periodic.success ? periodicBreach(periodic.data, amount, spent, now) : null;
}
