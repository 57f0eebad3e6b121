// What a payer owes for a boleto on a day: its amount up to the due date; after it, the fine once and interest for each day late.
import type { Boleto, BoletoCharge } from '../../../../src/api/schemas/index.js';
import { brazilDate } from '../../core/brazil-date.js';
import { startOfBrazilDay } from '../../core/on-day.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Brazilian boletos state interest a month; a bank charges it pro rata, a thirtieth a day. */
const DAYS_A_MONTH = 30;

/** A PERCENTAGE is of the boleto's amount; any other type is read as an amount in reais. */
const chargeOf = (charge: BoletoCharge | undefined, amount: number): number =>
  charge?.value === undefined ? 0 : charge.type === 'PERCENTAGE' ? (amount * charge.value) / 100 : charge.value;

export function amountDue(boleto: Boleto, at: number): number {
  const amount = boleto.amount ?? 0;
  if (boleto.dueDate === undefined) return amount;
  const dueDay = brazilDate(Date.parse(boleto.dueDate));
  const daysLate = Math.round((startOfBrazilDay(brazilDate(at)) - startOfBrazilDay(dueDay)) / DAY_MS);
  if (daysLate <= 0) return amount;
  const owed = amount + chargeOf(boleto.fine, amount) + (chargeOf(boleto.interest, amount) * daysLate) / DAYS_A_MONTH;
  return Math.round(owed * 100) / 100;
}
