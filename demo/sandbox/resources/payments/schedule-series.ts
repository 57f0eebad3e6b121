// A scheduled request's payments: made once the payer authorizes, each paid on its day on the sandbox clock, cancelled on request; scheduled_payment/* at each moment.
import { randomUUID } from 'node:crypto';
import { PaymentScheduleInput } from '../../../../src/api/schemas/index.js';
import { z } from '../../../../src/api/z.js';
import { brazilDate } from '../../core/brazil-date.js';
import type { SandboxDeps } from '../../core/context.js';
import type { EventName } from '../../core/events.js';
import { onDay } from '../../core/on-day.js';
import { endToEndId } from './end-to-end-id.js';
import { paymentRequestsOf, type StoredPaymentRequest } from './records.js';
import { type ErrorDetail, setRequestStatus } from './request-status.js';
import { bankRefuses } from './sandbox-outcomes.js';
import { scheduleDates } from './schedule-dates.js';
import type { ScheduledPayment } from './schedule-entry.js';

const REFUSED: ErrorDetail = { code: 'PAGAMENTO_RECUSADO_DETENTORA', description: 'The payer institution refused the payment' };

const pending = (entry: ScheduledPayment) => entry.status === 'SCHEDULED';

function announce(deps: SandboxDeps, stored: StoredPaymentRequest, event: EventName, entry?: ScheduledPayment): void {
  const payload = entry ? { paymentRequestId: stored.id, scheduledPaymentId: entry.id } : { paymentRequestId: stored.id };
  deps.events.emit({ event, clientId: stored.clientId, payload });
}

/** Keeps the request's payments, changed, and answers the request as kept. */
function keep(deps: SandboxDeps, stored: StoredPaymentRequest, schedules: ScheduledPayment[]): StoredPaymentRequest {
  return paymentRequestsOf(deps.store).put({ ...stored, schedules });
}

/**
 * The series has ended: the request is COMPLETED when every payment not cancelled was paid, ERROR
 * (with the last failure's detail) when one failed, CANCELED when all were cancelled.
 */
function finish(deps: SandboxDeps, stored: StoredPaymentRequest): void {
  const entries = stored.schedules ?? [];
  const counted = entries.filter((entry) => entry.status !== 'CANCELED');
  const failed = counted.filter((entry) => entry.status === 'ERROR').at(-1);
  if (counted.length === 0) setRequestStatus(deps, stored.id, 'CANCELED');
  else if (failed) setRequestStatus(deps, stored.id, 'ERROR', { errorDetail: failed.errorDetail });
  else setRequestStatus(deps, stored.id, 'COMPLETED');
  if (entries.length > 0 && entries.every((entry) => entry.status === 'COMPLETED')) announce(deps, stored, 'scheduled_payment/all_completed');
}

/** Pays every payment due by now, then waits for the next one's day; a deleted request stops here. */
function payDue(deps: SandboxDeps, requestId: string): void {
  const stored = paymentRequestsOf(deps.store).get(requestId);
  if (!stored?.schedules) return;
  const today = brazilDate(deps.clock.now());
  const paid: ScheduledPayment[] = [];
  const schedules = stored.schedules.map((entry) => {
    if (!pending(entry) || entry.scheduledDate > today) return entry;
    const refused = bankRefuses(stored.request.amount);
    const settled: ScheduledPayment = refused
      ? { ...entry, status: 'ERROR', errorDetail: REFUSED }
      : { ...entry, status: 'COMPLETED', endToEndId: endToEndId('00000000', deps.clock.now()) };
    paid.push(settled);
    return settled;
  });
  const kept = paid.length > 0 ? keep(deps, stored, schedules) : stored;
  for (const entry of paid) announce(deps, kept, entry.status === 'ERROR' ? 'scheduled_payment/error' : 'scheduled_payment/completed', entry);
  if (paid.length > 0 && !schedules.some(pending)) finish(deps, kept);
  else waitForNext(deps, kept);
}

/** After a restart, whose scheduled work is gone: the request's next payment is paid on its day (at once, when that day has passed). */
export const resumeSchedule = (deps: SandboxDeps, stored: StoredPaymentRequest): void => waitForNext(deps, stored);

function waitForNext(deps: SandboxDeps, stored: StoredPaymentRequest): void {
  const next = stored.schedules?.find(pending);
  if (next) onDay(deps.clock, next.scheduledDate, () => payDue(deps, stored.id));
}

/** Called once the payer has authorized a request with a schedule: one payment a day of the schedule, each announced. */
export function startSchedule(deps: SandboxDeps, requestId: string): void {
  const stored = paymentRequestsOf(deps.store).get(requestId);
  // Kept as the service answers it, loosely typed; it was checked as sent (schedule-check.ts).
  const schedule = z.safeParse(PaymentScheduleInput, stored?.request.schedule);
  if (!stored || !schedule.success) return;
  // Authorized again after its series ended (a new intent on an ERROR request): it ends as it did.
  if (stored.schedules) {
    if (!stored.schedules.some(pending)) finish(deps, stored);
    return;
  }
  const description = stored.request.description ?? null;
  const entries = scheduleDates(schedule.data).map(
    (scheduledDate): ScheduledPayment => ({ id: randomUUID(), status: 'SCHEDULED', scheduledDate, description, endToEndId: null, errorDetail: null }),
  );
  const kept = keep(deps, stored, entries);
  for (const entry of entries) announce(deps, kept, 'scheduled_payment/created', entry);
  announce(deps, kept, 'scheduled_payment/all_created');
  waitForNext(deps, kept);
}

/** Cancels one payment still to be paid; the last one pending ends the series. */
export function cancelScheduledPayment(deps: SandboxDeps, stored: StoredPaymentRequest, entryId: string): void {
  const schedules = (stored.schedules ?? []).map((entry): ScheduledPayment => (entry.id === entryId ? { ...entry, status: 'CANCELED' } : entry));
  const kept = keep(deps, stored, schedules);
  const cancelled = schedules.find((entry) => entry.id === entryId);
  if (cancelled) announce(deps, kept, 'scheduled_payment/canceled', cancelled);
  if (!schedules.some(pending)) finish(deps, kept);
}

/** Cancels every payment still to be paid, and the request with them. */
export function cancelSchedule(deps: SandboxDeps, stored: StoredPaymentRequest): void {
  const cancelled: ScheduledPayment[] = [];
  const schedules = (stored.schedules ?? []).map((entry): ScheduledPayment => {
    if (!pending(entry)) return entry;
    const next: ScheduledPayment = { ...entry, status: 'CANCELED' };
    cancelled.push(next);
    return next;
  });
  const kept = stored.schedules ? keep(deps, stored, schedules) : stored;
  for (const entry of cancelled) announce(deps, kept, 'scheduled_payment/canceled', entry);
  setRequestStatus(deps, stored.id, 'CANCELED');
}
