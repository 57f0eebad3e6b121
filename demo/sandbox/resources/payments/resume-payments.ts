// After a restart on a kept store: payment intents take their next step, consents expire on time, scheduled and automatic PIX payments are paid on their day.
import type { SandboxDeps } from '../../core/context.js';
import { startAutomaticPixPayment } from './automatic-pix-settlement.js';
import { resumeIntent } from './intent-flow.js';
import { automaticPixPaymentsOf, paymentIntentsOf, paymentRequestsOf } from './records.js';
import { resumeSchedule } from './schedule-series.js';

/** Settled as its day begins, or at once when that day passed while the sandbox was stopped. */
const UNPAID = new Set(['CREATED', 'SCHEDULED']);

export function resumePayments(deps: SandboxDeps): void {
  for (const stored of [...paymentIntentsOf(deps.store).scan()]) resumeIntent(deps, stored);
  for (const stored of [...paymentRequestsOf(deps.store).scan()]) if (stored.schedules) resumeSchedule(deps, stored);
  for (const stored of [...automaticPixPaymentsOf(deps.store).scan()]) {
    if (UNPAID.has(stored.payment.status)) startAutomaticPixPayment(deps, stored, false);
  }
}
