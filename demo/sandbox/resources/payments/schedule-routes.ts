// A scheduled payment request's payments, at the public client's paths: list, get, cancel one, cancel all.
import { type Context, Hono } from 'hono';
import { readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { owned } from '../../core/owned.js';
import { paginate } from '../../core/paginate.js';
import { notFound, Problem } from '../../core/problem.js';
import { principalOf } from '../auth/credentials.js';
import { paymentRequestsOf, type StoredPaymentRequest } from './records.js';
import type { ScheduledPayment } from './schedule-entry.js';
import { cancelSchedule, cancelScheduledPayment } from './schedule-series.js';

export function scheduleRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const requests = paymentRequestsOf(deps.store);

  const scheduledRequest = (c: Context<SandboxEnv>): StoredPaymentRequest => {
    const request = owned(requests, c.req.param('id') ?? '', principalOf(c).clientId, 'Payment request');
    if (!request.request.schedule) throw new Problem(400, `Payment request ${request.id} has no schedule: it is paid once, when the payer pays it`);
    return request;
  };

  const entryOf = (c: Context<SandboxEnv>, request: StoredPaymentRequest): ScheduledPayment => {
    const id = c.req.param('scheduleId') ?? '';
    const entry = request.schedules?.find((e) => e.id === id);
    if (!entry) throw notFound(`Scheduled payment ${id}`);
    return entry;
  };

  // Empty until the payer authorizes the request; then one payment a day of the schedule, in date order.
  routes.get('/payments/requests/:id/schedules', (c) => {
    const request = scheduledRequest(c);
    const { page, pageSize } = readPaging(c);
    return c.json(paginate(request.schedules ?? [], page, pageSize));
  });

  routes.get('/payments/requests/:id/schedules/:scheduleId', (c) => c.json(entryOf(c, scheduledRequest(c))));

  routes.post('/payments/requests/:id/schedules/cancel', (c) => {
    const request = scheduledRequest(c);
    if (request.request.status === 'CANCELED') return c.json({});
    if (request.activeIntentId !== undefined) {
      throw new Problem(
        409,
        `Payment request ${request.id} is ${request.request.status}: a payer is authorizing it; wait for the authorization to end`,
      );
    }
    if (request.schedules && !request.schedules.some((e) => e.status === 'SCHEDULED')) {
      throw new Problem(409, `Payment request ${request.id} is ${request.request.status}: none of its scheduled payments is left to cancel`);
    }
    cancelSchedule(deps, request);
    return c.json({});
  });

  routes.post('/payments/requests/:id/schedules/:scheduleId/cancel', (c) => {
    const request = scheduledRequest(c);
    const entry = entryOf(c, request);
    if (entry.status !== 'SCHEDULED') {
      throw new Problem(409, `Scheduled payment ${entry.id} is ${entry.status}: only a payment still SCHEDULED can be canceled`);
    }
    cancelScheduledPayment(deps, request, entry.id);
    return c.json({});
  });

  return routes;
}
