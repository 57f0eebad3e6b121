// Automatic PIX payments under an authorized request: schedule (D+2..D+10), list, get, cancel, retry; cancel the authorization.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ScheduleAutomaticPixPaymentRequest } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound, Problem } from '../../core/problem.js';
import { startAutomaticPixPayment } from './automatic-pix-settlement.js';
import { RetryAutomaticPixPaymentRequest } from './bodies.js';
import { addDays, brazilDate, parseDateOnly } from '../../core/brazil-date.js';
import { assertAmount, invalid } from './checks.js';
import { owned } from '../../core/owned.js';
import { automaticPixPaymentsOf, paymentRequestsOf, recipientsOf, type StoredAutomaticPixPayment, type StoredPaymentRequest } from './records.js';
import { setRequestStatus } from './request-status.js';

/** The window of the Limits table, counted in São Paulo calendar days. */
export const SCHEDULE_MIN_DAYS = 2;
export const SCHEDULE_MAX_DAYS = 10;

const PENDING = new Set(['SCHEDULED', 'CREATED']);

export function automaticPixRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const requests = paymentRequestsOf(deps.store);
  const payments = automaticPixPaymentsOf(deps.store);
  const today = () => brazilDate(deps.clock.now());

  const automaticRequest = (c: Context<SandboxEnv>): StoredPaymentRequest => {
    const request = owned(requests, c.req.param('id') ?? '', principalOf(c).clientId, 'Payment request');
    if (request.kind !== 'automatic-pix') throw new Problem(400, `Payment request ${request.id} is not an automatic PIX request`);
    return request;
  };

  const paymentOf = (c: Context<SandboxEnv>, request: StoredPaymentRequest): StoredAutomaticPixPayment => {
    const id = c.req.param('paymentId') ?? '';
    const payment = payments.get(id);
    if (!payment || payment.paymentRequestId !== request.id) throw notFound(`Automatic PIX payment ${id}`);
    return payment;
  };

  const cancel = (payment: StoredAutomaticPixPayment) => {
    payments.put({ ...payment, payment: { ...payment.payment, status: 'CANCELED' } });
    deps.events.emit({
      event: 'automatic_pix_payment/canceled',
      clientId: payment.clientId,
      payload: { paymentRequestId: payment.paymentRequestId, automaticPixPaymentId: payment.id },
    });
  };

  routes.post('/payments/requests/:id/automatic-pix/schedule', async (c) => {
    const request = automaticRequest(c);
    const body = await readJson(c, ScheduleAutomaticPixPaymentRequest);
    if (request.request.status !== 'AUTHORIZED') {
      throw new Problem(
        409,
        `Payment request ${request.id} is ${request.request.status}: payments can be scheduled only once the payer has authorized it`,
      );
    }
    assertAmount(body.amount, 'amount');
    const fixed = request.request.automaticPix?.fixedAmount;
    if (fixed !== undefined && Math.round(body.amount * 100) !== Math.round(fixed * 100)) {
      throw new Problem(400, `Invalid request body: amount: ${body.amount} differs from the authorization's fixedAmount ${fixed}`, {
        codeDescription: 'PAGAMENTO_DIVERGENTE_CONSENTIMENTO',
      });
    }
    const date = parseDateOnly(body.date);
    const earliest = addDays(today(), SCHEDULE_MIN_DAYS);
    const latest = addDays(today(), SCHEDULE_MAX_DAYS);
    if (!date || date < earliest || date > latest) {
      throw invalid(`date: must be a date as YYYY-MM-DD between D+${SCHEDULE_MIN_DAYS} (${earliest}) and D+${SCHEDULE_MAX_DAYS} (${latest})`);
    }
    let recipientId = request.recipientId;
    if (body.recipientId !== undefined) {
      const other = owned(recipientsOf(deps.store), body.recipientId, request.clientId, 'Payment recipient');
      const consented = request.request.recipient?.taxNumber?.replace(/\D/g, '');
      if (other.recipient.taxNumber.replace(/\D/g, '') !== consented) {
        throw invalid('recipientId: the recipient must have the same tax number as the consented one');
      }
      recipientId = other.id;
    }
    const id = randomUUID();
    const stored = payments.put({
      id,
      clientId: request.clientId,
      paymentRequestId: request.id,
      createdAt: new Date(deps.clock.now()).toISOString(),
      payment: {
        id,
        status: 'SCHEDULED',
        amount: body.amount,
        date,
        isFirstPayment: false,
        errorDetail: null,
        attempts: [],
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.clientPaymentId === undefined ? {} : { clientPaymentId: body.clientPaymentId }),
        ...(recipientId === undefined ? {} : { recipientId }),
      },
    });
    startAutomaticPixPayment(deps, stored, true);
    return c.json(stored.payment);
  });

  routes.get('/payments/requests/:id/automatic-pix/schedules', (c) => {
    const request = automaticRequest(c);
    const { page, pageSize } = readPaging(c);
    const list = payments
      .where('paymentRequestId', request.id)
      .sort((a, b) => a.payment.date.localeCompare(b.payment.date) || a.createdAt.localeCompare(b.createdAt))
      .map((p) => p.payment);
    return c.json(paginate(list, page, pageSize));
  });

  routes.get('/payments/requests/:id/automatic-pix/schedules/:paymentId', (c) => c.json(paymentOf(c, automaticRequest(c)).payment));

  routes.post('/payments/requests/:id/automatic-pix/schedules/:paymentId/cancel', (c) => {
    const payment = paymentOf(c, automaticRequest(c));
    if (!PENDING.has(payment.payment.status)) {
      throw new Problem(409, `Automatic PIX payment ${payment.id} is ${payment.payment.status}: only a scheduled payment can be canceled`);
    }
    cancel(payment);
    return c.json({});
  });

  routes.post('/payments/requests/:id/automatic-pix/schedules/:paymentId/retry', async (c) => {
    const request = automaticRequest(c);
    const payment = paymentOf(c, request);
    const body = await readJson(c, RetryAutomaticPixPaymentRequest);
    if (payment.payment.status !== 'ERROR')
      throw new Problem(409, `Automatic PIX payment ${payment.id} is ${payment.payment.status}: only a failed payment can be retried`);
    if (payment.payment.isFirstPayment) throw new Problem(400, 'The first payment of an authorization cannot be retried');
    if (request.request.automaticPix?.isRetryAccepted !== true)
      throw new Problem(400, `Payment request ${request.id} does not accept retries (automaticPix.isRetryAccepted is false)`);
    if (request.request.status !== 'AUTHORIZED')
      throw new Problem(409, `Payment request ${request.id} is ${request.request.status}: it no longer takes payments`);
    const date = parseDateOnly(body.date);
    if (!date || date < today()) throw invalid(`date: must be today (${today()}) or later, as YYYY-MM-DD`);
    const retried = payments.put({ ...payment, payment: { ...payment.payment, status: 'SCHEDULED', date, errorDetail: null } });
    startAutomaticPixPayment(deps, retried, false);
    return c.json(retried.payment);
  });

  routes.post('/payments/requests/:id/automatic-pix/cancel', (c) => {
    const request = automaticRequest(c);
    if (request.request.status === 'CANCELED') return c.json({});
    if (request.activeIntentId !== undefined) {
      throw new Problem(
        409,
        `Payment request ${request.id} is ${request.request.status}: a payer is authorizing it; wait for the authorization to end`,
      );
    }
    for (const payment of payments.where('paymentRequestId', request.id).filter((p) => PENDING.has(p.payment.status))) cancel(payment);
    setRequestStatus(deps, request.id, 'CANCELED');
    return c.json({});
  });

  return routes;
}
