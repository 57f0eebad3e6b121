// Checks of a new automatic PIX consent: fixed or variable amounts, interval, dates, first payment.
import { AUTOMATIC_PIX_INTERVALS } from '../../../../src/api/schemas/index.js';
import { assertAmount, invalid } from './checks.js';
import { calendarDay, parseDateOnly } from '../../core/brazil-date.js';
import type { CreateAutomaticPixRequest } from './bodies.js';

export function assertAutomaticPixConsent(body: CreateAutomaticPixRequest, today: string): void {
  const variable = body.minimumVariableAmount !== undefined || body.maximumVariableAmount !== undefined;
  if (body.fixedAmount !== undefined && variable) {
    throw invalid('fixedAmount cannot be sent with minimumVariableAmount or maximumVariableAmount: choose a fixed or a variable amount');
  }
  if (body.fixedAmount !== undefined) assertAmount(body.fixedAmount, 'fixedAmount');
  if (body.minimumVariableAmount !== undefined) assertAmount(body.minimumVariableAmount, 'minimumVariableAmount');
  if (body.maximumVariableAmount !== undefined) assertAmount(body.maximumVariableAmount, 'maximumVariableAmount');
  if (
    body.minimumVariableAmount !== undefined &&
    body.maximumVariableAmount !== undefined &&
    body.minimumVariableAmount > body.maximumVariableAmount
  ) {
    throw invalid('minimumVariableAmount: must not exceed maximumVariableAmount');
  }
  if (!body.interval || !(AUTOMATIC_PIX_INTERVALS as readonly string[]).includes(body.interval)) {
    throw invalid(`interval: must be one of ${AUTOMATIC_PIX_INTERVALS.join(', ')}`);
  }
  const start = body.startDate === undefined ? null : parseDateOnly(body.startDate);
  if (!start) throw invalid('startDate: required, as YYYY-MM-DD');
  if (start < today) throw invalid(`startDate: must be today (${today}) or later`);
  if (body.expiresAt !== undefined) {
    const expires = calendarDay(body.expiresAt);
    if (!expires) throw invalid('expiresAt: must be a date or a date-time with an offset');
    if (expires <= start) throw invalid('expiresAt: must be after startDate');
  }
  if (body.firstPayment) {
    if (body.firstPayment.amount === undefined) throw invalid('firstPayment.amount: required');
    assertAmount(body.firstPayment.amount, 'firstPayment.amount');
    if (body.firstPayment.date !== undefined) {
      const date = parseDateOnly(body.firstPayment.date);
      if (!date || date < today) throw invalid(`firstPayment.date: must be today (${today}) or later, as YYYY-MM-DD`);
    }
  }
}
