// Installment schedules of the two amortization systems Brazilian lenders use: PRICE and SAC.
import { cents } from '../../core/random.js';

export type Schedule = {
  /** Amount of installment `k` (1-based). */
  installment(k: number): number;
  /** Principal still owed once `k` installments are paid. */
  balanceAfter(k: number): number;
};

/** PRICE: equal installments, interest first, so the principal falls slowly at the start. */
export function priceSchedule(principal: number, monthlyRate: number, count: number): Schedule {
  const growth = (k: number): number => (1 + monthlyRate) ** k;
  const payment = monthlyRate === 0 ? principal / count : (principal * monthlyRate) / (1 - growth(-count));
  return {
    installment: () => cents(payment),
    balanceAfter: (k) => {
      if (k >= count) return 0;
      const owed = monthlyRate === 0 ? principal - payment * k : principal * growth(k) - (payment * (growth(k) - 1)) / monthlyRate;
      return cents(Math.max(0, owed));
    },
  };
}

/** SAC: equal principal parts, so installments fall as the interest on what is owed does. */
export function sacSchedule(principal: number, monthlyRate: number, count: number): Schedule {
  const part = principal / count;
  return {
    installment: (k) => cents(part + monthlyRate * (principal - part * (k - 1))),
    balanceAfter: (k) => cents(Math.max(0, principal - part * Math.min(k, count))),
  };
}

/** Monthly rate equivalent to an annual one, compounded. */
export const monthlyOf = (annual: number): number => (1 + annual) ** (1 / 12) - 1;
