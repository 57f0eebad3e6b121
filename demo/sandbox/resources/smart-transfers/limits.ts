// The preauthorization's ceilings a new payment would break, as the errorDetail the interface defines.
import type { SmartTransferConfiguration, SmartTransferErrorDetail } from '../../../../src/api/schemas/index.js';

/** Payments in these statuses never moved money, so they do not count against totalAllowedAmount. */
export const NOT_SPENT = new Set(['ERROR', 'CANCELED', 'CONSENT_REJECTED', 'PAYMENT_REJECTED']);

const money = (n: number) => n.toFixed(2);

/**
 * The interface names no code for a broken limit; a payment above the consented ceilings is
 * one that differs from the consent, so it gets PAYMENT_DIFFERENT_FROM_CONSENT.
 */
export function limitBreach(
  configuration: SmartTransferConfiguration | undefined,
  amount: number,
  alreadySpent: number,
): SmartTransferErrorDetail | null {
  const description = 'The payment differs from what the payer consented to';
  if (configuration?.transactionLimit !== undefined && amount > configuration.transactionLimit) {
    return {
      code: 'PAYMENT_DIFFERENT_FROM_CONSENT',
      description,
      detail: `amount ${money(amount)} exceeds the preauthorization's transactionLimit of ${money(configuration.transactionLimit)}`,
    };
  }
  if (
    configuration?.totalAllowedAmount !== undefined &&
    Math.round((alreadySpent + amount) * 100) > Math.round(configuration.totalAllowedAmount * 100)
  ) {
    return {
      code: 'PAYMENT_DIFFERENT_FROM_CONSENT',
      description,
      detail: `amount ${money(amount)} plus ${money(alreadySpent)} already paid exceeds the preauthorization's totalAllowedAmount of ${money(configuration.totalAllowedAmount)}`,
    };
  }
  return null;
}
