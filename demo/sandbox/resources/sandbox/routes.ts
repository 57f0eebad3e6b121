// Routes only the sandbox has, for merchants testing offline: the notifications it raised, its clock, and a payer paying a boleto.
import { Hono } from 'hono';
import { z } from '../../../../src/api/z.js';
import { readJson, readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { owned } from '../../core/owned.js';
import { Problem } from '../../core/problem.js';
import { principalOf } from '../auth/credentials.js';
import { PAYMENT_ORIGINS, payBoleto } from '../boletos/boleto-life.js';
import { boletosOf } from '../boletos/records.js';
import { assertAmount } from '../payments/checks.js';
import { notificationBody } from '../webhooks/dispatcher.js';

/** Ten years: further than any lifetime or schedule of the interface, and dates stay valid. */
export const MAX_CLOCK_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;

const AdvanceClock = z.object({ ms: z.number() });

/** What the payer paid (by default what the boleto asks that day) and how. */
const PayBoleto = z.object({ amount: z.optional(z.number()), paymentOrigin: z.optional(z.enum(PAYMENT_ORIGINS)) });

export function sandboxRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // What the sandbox would have delivered, newest first, for merchants testing offline or without
  // a public https receiver.
  routes.get('/sandbox/events', (c) => {
    const { page, pageSize } = readPaging(c);
    const name = c.req.query('event');
    const events = deps.events
      .list(principalOf(c).clientId)
      .filter((e) => !name || e.event === name)
      .reverse()
      .map((e) => ({ id: e.id, event: e.event, itemId: e.itemId ?? null, createdAt: e.createdAt, notification: notificationBody(e) }));
    return c.json(paginate(events, page, pageSize));
  });

  // Lets a test see at once what time would do (expired tokens, input time-outs, finished syncs
  // and payments) instead of waiting for it. The clock is the sandbox's, shared by all its clients.
  routes.post('/sandbox/clock/advance', async (c) => {
    const { ms } = await readJson(c, AdvanceClock);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_CLOCK_ADVANCE_MS) {
      throw new Problem(400, `Invalid request body: ms: must be a whole number of milliseconds from 0 to ${MAX_CLOCK_ADVANCE_MS}`);
    }
    return c.json({ now: new Date(deps.clock.advance(ms)).toISOString() });
  });

  // A payer paying at a bank is nothing a client of the interface can do, so a merchant's tests
  // reach PAID here. Answers the paid boleto, as GET /boletos/{id} would.
  routes.post('/sandbox/boletos/:id/pay', async (c) => {
    const stored = owned(boletosOf(deps.store), c.req.param('id'), principalOf(c).clientId, 'Boleto');
    const body = await readJson(c, PayBoleto, { allowEmpty: true });
    if (body.amount !== undefined) assertAmount(body.amount, 'amount');
    return c.json(payBoleto(deps, stored, body).boleto);
  });

  return routes;
}
