// Scheduled payment requests over real HTTP on a frozen clock: a payment per day of the schedule once authorized, each paid on its day, cancelled one by one or all; scheduled_payment/* at each moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { createClock } from '../../core/clock.js';
import { startOfBrazilDay } from '../../core/on-day.js';
import { publicClient, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { answerConsent } from './testing/payer.js';

type Json = Record<string, unknown>;
type Page = { page: number; total: number; totalPages: number; results: Json[] };
type Notification = { event: string; createdAt: string; notification: Json };

const PAYER = { cpf: '529.982.247-25' };
/** Noon in São Paulo, so that D+n is the same day in São Paulo and in UTC. */
const START = Date.parse('2026-06-01T12:00:00-03:00');
/** Long enough for every step of an intent, short of any payment's day. */
const STEPS_MS = 1000;

let s: SandboxKit;
let key: string;
let recipientId: string;

const call = <T = Json>(method: string, path: string, body?: unknown) => s.call<T>(method, path, { token: key, body });
const now = () => s.sandbox.deps.clock.now();
const iso = (ms: number) => new Date(ms).toISOString();
const inDays = (days: number) => addDays(brazilDate(now()), days);

/** Moves the sandbox's clock over HTTP; a new API Key after, since one lasts two hours of that clock. */
async function advance(ms: number): Promise<void> {
  expect((await call('POST', '/sandbox/clock/advance', { ms })).status).toBe(200);
  key = await s.apiKey();
}

/** Moves the clock to the first moment of a São Paulo day, less `early` ms. */
const advanceTo = (day: string, early = 0) => advance(startOfBrazilDay(day) - early - now());

/** The payer authorizes the request at their bank, answering its consent page where the intent waits for one. */
async function payerAuthorizes(requestId: string): Promise<void> {
  const intent = await call('POST', '/payments/intents', { paymentRequestId: requestId, connectorId: 600, parameters: PAYER });
  expect(intent.status).toBe(200);
  await advance(STEPS_MS);
  const waiting = (await call(`GET`, `/payments/intents/${String(intent.body.id)}`)).body;
  if (waiting.status === 'CONSENT_AWAITING_AUTHORIZATION' && typeof waiting.consentUrl === 'string') {
    await answerConsent(waiting.consentUrl, 'authorized');
    await advance(STEPS_MS);
  }
}

/** A request with this schedule, authorized by its payer. */
async function scheduled(schedule: Json, extra: Json = {}): Promise<string> {
  const request = await call('POST', '/payments/requests', { amount: 120, recipientId, description: 'Gym', schedule, ...extra });
  expect(request.status).toBe(200);
  const id = String(request.body.id);
  await payerAuthorizes(id);
  expect((await call('GET', `/payments/requests/${id}`)).body.status).toBe('SCHEDULED');
  return id;
}

const daily = (days: number, occurrences: number) => ({ type: 'DAILY', startDate: inDays(days), occurrences });
const schedulesOf = async (requestId: string) => (await call<Page>('GET', `/payments/requests/${requestId}/schedules`)).body.results;
const statusesOf = async (requestId: string) => (await schedulesOf(requestId)).map((e) => e.status);
const requestStatus = async (requestId: string) => (await call('GET', `/payments/requests/${requestId}`)).body.status;

/** The request's notifications, oldest first, as [event, scheduled payment, time]. */
async function eventsOf(requestId: string, prefix = 'scheduled_payment/'): Promise<[string, unknown, string][]> {
  const r = await call<{ results: Notification[] }>('GET', '/sandbox/events?pageSize=500');
  return r.body.results
    .filter((e) => e.notification.paymentRequestId === requestId && e.event.startsWith(prefix))
    .reverse()
    .map((e) => [e.event, e.notification.scheduledPaymentId, e.createdAt]);
}

beforeAll(async () => {
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }) });
  key = await s.apiKey();
  const institutions = await call<Page>('GET', '/payments/recipients/institutions?name=itau');
  const r = await call('POST', '/payments/recipients', {
    name: 'Academia Forma Ltda',
    taxNumber: '11.222.333/0001-81',
    paymentInstitutionId: institutions.body.results[0]?.id,
    account: { branch: '0001', number: '555444-3' },
  });
  recipientId = String(r.body.id);
});
afterAll(() => s.close());

describe('GET /payments/requests/{id}/schedules', () => {
  it('is empty until the payer authorizes, then holds a SCHEDULED payment per day of the schedule, each announced', async () => {
    const request = await call('POST', '/payments/requests', { amount: 120, recipientId, description: 'Gym', schedule: daily(1, 3) });
    const id = String(request.body.id);
    expect((await call<Page>('GET', `/payments/requests/${id}/schedules`)).body).toEqual({ page: 1, total: 0, totalPages: 0, results: [] });
    await payerAuthorizes(id);
    const page = (await call<Page>('GET', `/payments/requests/${id}/schedules`)).body;
    expect(page).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    expect(page.results).toEqual(
      [1, 2, 3].map((days) => ({
        id: expect.any(String),
        status: 'SCHEDULED',
        scheduledDate: inDays(days),
        description: 'Gym',
        endToEndId: null,
        errorDetail: null,
      })),
    );
    // When the request became SCHEDULED: the payer's authorization.
    const authorizedAt = (await eventsOf(id, 'payment_request/')).at(-1)?.[2];
    expect(await eventsOf(id)).toEqual([
      ...page.results.map((e) => ['scheduled_payment/created', e.id, authorizedAt]),
      ['scheduled_payment/all_created', undefined, authorizedAt],
    ]);
    const one = page.results[1];
    expect(await call('GET', `/payments/requests/${id}/schedules/${String(one?.id)}`)).toMatchObject({ status: 200, body: one });
  });

  it('pages the payments in date order', async () => {
    const id = await scheduled({ type: 'CUSTOM', dates: [inDays(9), inDays(3), inDays(6)] });
    const second = (await call<Page>('GET', `/payments/requests/${id}/schedules?pageSize=2&page=2`)).body;
    expect(second).toMatchObject({ page: 2, total: 3, totalPages: 2, results: [{ scheduledDate: inDays(9) }] });
  });

  it.each([
    ['an unknown request', 404, 'missing'],
    ['a request with no schedule', 400, 'unscheduled'],
  ])('answers %s with %i', async (_label, status, which) => {
    const unscheduled = await call('POST', '/payments/requests', { amount: 10, recipientId });
    const id = which === 'missing' ? which : String(unscheduled.body.id);
    expect(await call('GET', `/payments/requests/${id}/schedules`)).toMatchObject({ status, body: { code: status } });
  });

  it('answers 404 for a scheduled payment the request does not have', async () => {
    const id = await scheduled({ type: 'SINGLE', date: inDays(2) });
    expect((await call('GET', `/payments/requests/${id}/schedules/missing`)).status).toBe(404);
  });
});

describe('a scheduled payment on its day', () => {
  it('is paid as its day begins in São Paulo, not before; the last one completes the request, with all_completed', async () => {
    const id = await scheduled(daily(2, 2));
    const [first, second] = await schedulesOf(id);
    await advanceTo(inDays(2), 1);
    expect(await statusesOf(id)).toEqual(['SCHEDULED', 'SCHEDULED']);
    await advance(1);
    const firstPaidAt = iso(now());
    expect((await schedulesOf(id))[0]).toMatchObject({ status: 'COMPLETED', endToEndId: expect.stringMatching(/^E\d{20}\w{11}$/) });
    expect(await requestStatus(id)).toBe('SCHEDULED');
    await advanceTo(inDays(1));
    expect(await statusesOf(id)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(await requestStatus(id)).toBe('COMPLETED');
    expect((await eventsOf(id)).slice(3)).toEqual([
      ['scheduled_payment/completed', first?.id, firstPaidAt],
      ['scheduled_payment/completed', second?.id, iso(now())],
      ['scheduled_payment/all_completed', undefined, iso(now())],
    ]);
    expect((await eventsOf(id, 'payment_request/')).at(-1)?.[2]).toBe(iso(now()));
  });

  it('pays every payment whose day a long jump of the clock passes, each at its own moment', async () => {
    const id = await scheduled({ type: 'WEEKLY', startDate: inDays(1), occurrences: 3, dayOfWeek: 'MONDAY' });
    const days = (await schedulesOf(id)).map((e) => String(e.scheduledDate));
    await advance(30 * 24 * 60 * 60 * 1000);
    expect(await statusesOf(id)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    const paidAt = (await eventsOf(id)).filter(([event]) => event === 'scheduled_payment/completed').map(([, , at]) => at);
    expect(paidAt).toEqual(days.map((day) => iso(startOfBrazilDay(day))));
  });

  it('fails each payment the payer’s bank refuses (666.66) on its day, and the request ends ERROR', async () => {
    const id = await scheduled(daily(1, 2), { amount: 666.66 });
    await advanceTo(inDays(2));
    const entries = await schedulesOf(id);
    expect(entries.map((e) => [e.status, e.errorDetail])).toEqual([
      ['ERROR', expect.objectContaining({ code: 'PAGAMENTO_RECUSADO_DETENTORA' })],
      ['ERROR', expect.objectContaining({ code: 'PAGAMENTO_RECUSADO_DETENTORA' })],
    ]);
    expect((await call('GET', `/payments/requests/${id}`)).body).toMatchObject({
      status: 'ERROR',
      errorDetail: { code: 'PAGAMENTO_RECUSADO_DETENTORA' },
    });
    expect((await eventsOf(id)).slice(3).map(([event]) => event)).toEqual(['scheduled_payment/error', 'scheduled_payment/error']);
  });
});

describe('POST /payments/requests/{id}/schedules/{scheduleId}/cancel', () => {
  it('cancels one payment still SCHEDULED, which is then never paid; the others are, and the request completes without all_completed', async () => {
    const id = await scheduled(daily(1, 3));
    const [, middle] = await schedulesOf(id);
    const path = `/payments/requests/${id}/schedules/${String(middle?.id)}/cancel`;
    expect(await call('POST', path)).toMatchObject({ status: 200, body: {} });
    expect((await eventsOf(id)).at(-1)).toEqual(['scheduled_payment/canceled', middle?.id, iso(now())]);
    expect(await call('POST', path)).toMatchObject({ status: 409, body: { message: expect.stringContaining('CANCELED') } });
    await advanceTo(inDays(4));
    expect(await statusesOf(id)).toEqual(['COMPLETED', 'CANCELED', 'COMPLETED']);
    expect(await requestStatus(id)).toBe('COMPLETED');
    expect((await eventsOf(id)).map(([event]) => event)).not.toContain('scheduled_payment/all_completed');
  });

  it('refuses with 409 a payment already paid', async () => {
    const id = await scheduled(daily(1, 2));
    await advanceTo(inDays(1));
    const [paid] = await schedulesOf(id);
    expect((await call('POST', `/payments/requests/${id}/schedules/${String(paid?.id)}/cancel`)).status).toBe(409);
  });

  it('cancelling the last payment left ends the series', async () => {
    const id = await scheduled(daily(1, 2));
    await advanceTo(inDays(1));
    const [, last] = await schedulesOf(id);
    await call('POST', `/payments/requests/${id}/schedules/${String(last?.id)}/cancel`);
    expect(await requestStatus(id)).toBe('COMPLETED');
  });
});

describe('POST /payments/requests/{id}/schedules/cancel', () => {
  it('cancels every payment still SCHEDULED and the request, once; what was paid stays paid and nothing more is', async () => {
    const id = await scheduled(daily(1, 3));
    await advanceTo(inDays(1));
    expect(await call('POST', `/payments/requests/${id}/schedules/cancel`)).toMatchObject({ status: 200, body: {} });
    expect(await statusesOf(id)).toEqual(['COMPLETED', 'CANCELED', 'CANCELED']);
    expect(await requestStatus(id)).toBe('CANCELED');
    const [, second, third] = await schedulesOf(id);
    expect((await eventsOf(id)).slice(-2)).toEqual([
      ['scheduled_payment/canceled', second?.id, iso(now())],
      ['scheduled_payment/canceled', third?.id, iso(now())],
    ]);
    expect(await call('POST', `/payments/requests/${id}/schedules/cancel`)).toMatchObject({ status: 200, body: {} });
    await advance(10 * 24 * 60 * 60 * 1000);
    expect(await statusesOf(id)).toEqual(['COMPLETED', 'CANCELED', 'CANCELED']);
    expect((await eventsOf(id)).filter(([event]) => event === 'scheduled_payment/canceled')).toHaveLength(2);
  });

  it('cancels a request its payer has not authorized yet, which then takes no payment intent', async () => {
    const request = await call('POST', '/payments/requests', { amount: 120, recipientId, schedule: daily(3, 2) });
    const id = String(request.body.id);
    expect((await call('POST', `/payments/requests/${id}/schedules/cancel`)).status).toBe(200);
    expect(await requestStatus(id)).toBe('CANCELED');
    expect((await call('POST', '/payments/intents', { paymentRequestId: id, connectorId: 600, parameters: PAYER })).status).toBe(409);
  });

  it('refuses with 409 a series that has ended', async () => {
    const id = await scheduled({ type: 'SINGLE', date: inDays(1) });
    await advanceTo(inDays(1));
    expect(await call('POST', `/payments/requests/${id}/schedules/cancel`)).toMatchObject({ status: 409, body: { code: 409 } });
    expect(await requestStatus(id)).toBe('COMPLETED');
  });
});

describe('the schedule routes', () => {
  it.each([
    ['GET', '/payments/requests/any/schedules'],
    ['GET', '/payments/requests/any/schedules/any'],
    ['POST', '/payments/requests/any/schedules/cancel'],
    ['POST', '/payments/requests/any/schedules/any/cancel'],
  ])('%s %s answers a Connect Token 403', async (method, path) => {
    expect((await s.call(method, path, { token: await s.connectToken() })).status).toBe(403);
  });

  it('serve the public client: it lists, reads and cancels scheduled payments', async () => {
    const id = await scheduled(daily(1, 3));
    const client = publicClient(s);
    const listed = await client.payments.fetchScheduledPayments(id);
    expect(listed.results.map((e) => e.status)).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    const first = listed.results[0]?.id ?? '';
    expect(await client.payments.fetchScheduledPayment(id, first)).toMatchObject({ id: first, scheduledDate: inDays(1) });
    await client.payments.cancelScheduledPayment(id, first);
    await client.payments.cancelScheduledPayments(id);
    expect(await statusesOf(id)).toEqual(['CANCELED', 'CANCELED', 'CANCELED']);
  });
});
