// Automatic PIX over real HTTP on a frozen clock: the fixed/variable amount rule, authorization, the D+2..D+10 schedule window, payments settled on their date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomaticPixPayment } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { createClock } from '../../core/clock.js';
import { startOfBrazilDay } from '../../core/on-day.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { answerConsent } from './testing/payer.js';

type Json = Record<string, unknown>;
type Notification = { event: string; createdAt: string; notification: Json };

const PAYER = { cpf: '529.982.247-25', name: 'Ana Pereira' };
/** Noon in São Paulo, so that D+n is the same day in São Paulo and in UTC. */
const START = Date.parse('2026-05-04T12:00:00-03:00');
/** Long enough for every step of an intent, short of any payment's date. */
const STEPS_MS = 1000;

let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body?: unknown) => s.call<Json>('POST', path, { token: key, body });
const get = <T = Json>(path: string) => s.call<T>('GET', path, { token: key });
const now = () => s.sandbox.deps.clock.now();
const inDays = (days: number) => addDays(brazilDate(now()), days);

/** Moves the sandbox's clock over HTTP; a new API Key after, since one lasts two hours of that clock. */
async function advance(ms: number): Promise<void> {
  expect((await post('/sandbox/clock/advance', { ms })).status).toBe(200);
  key = await s.apiKey();
}

/** Moves the clock to the first moment of a São Paulo day, less `early` ms. */
const advanceTo = (day: string, early = 0) => advance(startOfBrazilDay(day) - early - now());

const consent = (extra: Json = {}): Json => ({
  recipientId,
  description: 'Monthly plan',
  interval: 'MONTHLY',
  startDate: inDays(0),
  isSandbox: true,
  ...extra,
});

/** The payer authorizes the request at their bank, answering its consent page where the intent waits for one. */
async function payerAuthorizes(requestId: string): Promise<void> {
  const intent = await post('/payments/intents', { paymentRequestId: requestId, connectorId: 600, parameters: PAYER });
  expect(intent.status).toBe(200);
  await advance(STEPS_MS);
  const waiting = (await get(`/payments/intents/${String(intent.body.id)}`)).body;
  if (waiting.status === 'CONSENT_AWAITING_AUTHORIZATION' && typeof waiting.consentUrl === 'string') {
    await answerConsent(waiting.consentUrl, 'authorized');
    await advance(STEPS_MS);
  }
  expect((await get(`/payments/requests/${requestId}`)).body.status).toBe('AUTHORIZED');
}

/** An automatic PIX request the payer has authorized. */
async function authorized(extra: Json = {}): Promise<string> {
  const request = await post('/payments/requests/automatic-pix', consent(extra));
  expect(request.status).toBe(200);
  const id = String(request.body.id);
  await payerAuthorizes(id);
  return id;
}

const schedule = (requestId: string, body: Json) => post(`/payments/requests/${requestId}/automatic-pix/schedule`, { date: inDays(3), ...body });
const readPayment = (requestId: string, paymentId: unknown) =>
  get(`/payments/requests/${requestId}/automatic-pix/schedules/${String(paymentId)}`).then((r) => r.body);

/** The payment's notifications, oldest first. */
const eventsOf = async (paymentId: unknown): Promise<Notification[]> =>
  (await get<{ results: Notification[] }>('/sandbox/events?pageSize=500')).body.results
    .filter((e) => e.notification.automaticPixPaymentId === paymentId)
    .reverse();

beforeAll(async () => {
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }) });
  key = await s.apiKey();
  const institutions = await get<{ results: Json[] }>('/payments/recipients/institutions?name=inter');
  const r = await post('/payments/recipients', {
    name: 'Academia Forma Ltda',
    taxNumber: '11.222.333/0001-81',
    paymentInstitutionId: institutions.body.results[0]?.id,
    account: { branch: '0001', number: '555444-3' },
  });
  recipientId = String(r.body.id);
});
afterAll(() => s.close());

describe('POST /payments/requests/automatic-pix', () => {
  it.each([
    ['a fixed amount', 200, { fixedAmount: 89.9 }],
    ['a variable range', 200, { minimumVariableAmount: 10, maximumVariableAmount: 300 }],
    ['only a maximum', 200, { maximumVariableAmount: 300 }],
    ['fixedAmount with minimumVariableAmount', 400, { fixedAmount: 89.9, minimumVariableAmount: 10 }],
    ['fixedAmount with maximumVariableAmount', 400, { fixedAmount: 89.9, maximumVariableAmount: 300 }],
    ['a minimum above the maximum', 400, { minimumVariableAmount: 300, maximumVariableAmount: 10 }],
    ['an unknown interval', 400, { fixedAmount: 10, interval: 'HOURLY' }],
    ['a start date in the past', 400, { fixedAmount: 10, startDate: addDays(brazilDate(START), -1) }],
  ])('answers %s with %i', async (_label, status, extra) => {
    const r = await post('/payments/requests/automatic-pix', consent(extra));
    expect(r.status).toBe(status);
    if (status === 200) {
      expect(r.body).not.toHaveProperty('amount');
      expect(r.body).toMatchObject({ status: 'CREATED', automaticPix: extra });
    } else {
      expect(r.body).toMatchObject({ code: 400 });
    }
  });

  it('needs the payer name on the intent, then authorizes the request and says so', async () => {
    const request = await post('/payments/requests/automatic-pix', consent({ fixedAmount: 20 }));
    const id = String(request.body.id);
    const nameless = await post('/payments/intents', { paymentRequestId: id, connectorId: 600, parameters: { cpf: PAYER.cpf } });
    expect(nameless.status).toBe(400);
    expect(String(nameless.body.message)).toMatch(/parameters\.name/);
    await payerAuthorizes(id);
    const events = await get<{ results: { notification: Json }[] }>('/sandbox/events?event=payment_request/updated&pageSize=500');
    expect(events.body.results.map((e) => e.notification)).toContainEqual(
      expect.objectContaining({ paymentRequestId: id, data: { status: 'AUTHORIZED' } }),
    );
  });
});

describe('POST /payments/requests/{id}/automatic-pix/schedule', () => {
  let requestId: string;
  beforeAll(async () => {
    requestId = await authorized({ fixedAmount: 50 });
  });

  it.each([
    ['today (D+0)', 400, 0],
    ['tomorrow (D+1)', 400, 1],
    ['D+2', 200, 2],
    ['D+10', 200, 10],
    ['D+11', 400, 11],
  ])('answers a date of %s with %i', async (_label, status, days) => {
    const r = await schedule(requestId, { amount: 50, date: inDays(days) });
    expect(r.status).toBe(status);
    if (status === 200) expect(AutomaticPixPayment.safeParse(r.body).success).toBe(true);
    else expect(String(r.body.message)).toMatch(/D\+2.*D\+10/);
  });

  it.each([
    ['a day that does not exist', '2031-02-30'],
    ['a date-time instead of a date', 'D+3T10:00:00Z'],
  ])('answers a date that is %s with 400', async (_label, date) => {
    const r = await schedule(requestId, { amount: 50, date: date.replace('D+3', inDays(3)) });
    expect(r).toMatchObject({ status: 400, body: { message: expect.stringMatching(/D\+2.*D\+10/) } });
  });

  it('refuses to schedule before the payer authorizes', async () => {
    const request = await post('/payments/requests/automatic-pix', consent({ fixedAmount: 50 }));
    expect((await schedule(String(request.body.id), { amount: 50 })).status).toBe(409);
  });

  it.each([
    ['more', 60],
    ['less', 49.99],
  ])("refuses an amount %s than the authorization's fixedAmount, scheduling nothing", async (_label, amount) => {
    const before = (await get<{ total: number }>(`/payments/requests/${requestId}/automatic-pix/schedules`)).body.total;
    const r = await schedule(requestId, { amount });
    expect(r).toMatchObject({
      status: 400,
      body: { code: 400, codeDescription: 'PAGAMENTO_DIVERGENTE_CONSENTIMENTO', message: expect.stringContaining('fixedAmount 50') },
    });
    expect((await get<{ total: number }>(`/payments/requests/${requestId}/automatic-pix/schedules`)).body.total).toBe(before);
  });

  it('settles a payment as its date begins in São Paulo, not before', async () => {
    const date = inDays(3);
    const scheduledAt = new Date(now()).toISOString();
    const payment = await schedule(requestId, { amount: 50, date, description: 'March', clientPaymentId: 'm-3' });
    expect(payment.body).toMatchObject({ status: 'SCHEDULED', amount: 50, date, isFirstPayment: false, clientPaymentId: 'm-3' });
    await advanceTo(date, 1);
    expect((await readPayment(requestId, payment.body.id)).status).toBe('SCHEDULED');
    await advance(1);
    expect(await readPayment(requestId, payment.body.id)).toMatchObject({
      status: 'COMPLETED',
      endToEndId: expect.stringMatching(/^E\d{8}\d{12}\w{11}$/),
    });
    expect((await eventsOf(payment.body.id)).map((e) => [e.event, e.createdAt])).toEqual([
      ['automatic_pix_payment/created', scheduledAt],
      ['automatic_pix_payment/completed', new Date(startOfBrazilDay(date)).toISOString()],
    ]);
    const list = await get<{ results: Json[] }>(`/payments/requests/${requestId}/automatic-pix/schedules`);
    expect(list.body.results.map((p) => p.id)).toContain(payment.body.id);
  });

  it('fails on its date a payment over the variable maximum, and one refused for balance, which a retry settles on its new date', async () => {
    const variable = await authorized({ maximumVariableAmount: 700, isRetryAccepted: true });
    const tooMuch = await schedule(variable, { amount: 750, date: inDays(2) });
    const broke = await schedule(variable, { amount: 666.66, date: inDays(2) });
    await advanceTo(inDays(2));
    expect(await readPayment(variable, tooMuch.body.id)).toMatchObject({
      status: 'ERROR',
      errorDetail: { code: 'LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO' },
    });
    expect(await readPayment(variable, broke.body.id)).toMatchObject({ status: 'ERROR', errorDetail: { code: 'SALDO_INSUFICIENTE' } });
    const retried = await post(`/payments/requests/${variable}/automatic-pix/schedules/${String(broke.body.id)}/retry`, { date: inDays(1) });
    expect(retried).toMatchObject({ status: 200, body: { status: 'SCHEDULED', date: inDays(1) } });
    await advanceTo(inDays(1), 1);
    expect((await readPayment(variable, broke.body.id)).status).toBe('SCHEDULED');
    await advance(1);
    const done = await readPayment(variable, broke.body.id);
    expect(done).toMatchObject({ status: 'COMPLETED' });
    expect(done.attempts).toHaveLength(2);
    expect((await eventsOf(broke.body.id)).map((e) => e.event)).toEqual([
      'automatic_pix_payment/created',
      'automatic_pix_payment/error',
      'automatic_pix_payment/completed',
    ]);
  });

  it('refuses a retry when the consent does not accept retries', async () => {
    const noRetries = await authorized({ maximumVariableAmount: 700 });
    const broke = await schedule(noRetries, { amount: 666.66, date: inDays(2) });
    await advanceTo(inDays(2));
    expect((await readPayment(noRetries, broke.body.id)).status).toBe('ERROR');
    const retry = await post(`/payments/requests/${noRetries}/automatic-pix/schedules/${String(broke.body.id)}/retry`, { date: inDays(4) });
    expect(retry).toMatchObject({ status: 400, body: { message: expect.stringContaining('isRetryAccepted') } });
  });

  it.each([
    ['with no date, a step after the payer authorizes', undefined, 0],
    ['on a later date, as that date begins', 5, 5],
  ])('runs the first payment of the consent %s', async (_label, inDaysFirst, settlesIn) => {
    const firstPayment = { amount: 99.5, description: 'Sign-up', ...(inDaysFirst === undefined ? {} : { date: inDays(inDaysFirst) }) };
    const id = await authorized({ fixedAmount: 30, firstPayment });
    const list = async () => (await get<{ results: Json[] }>(`/payments/requests/${id}/automatic-pix/schedules`)).body.results;
    if (settlesIn > 0) {
      expect((await list())[0]?.status).toBe('CREATED');
      await advanceTo(inDays(settlesIn));
    }
    expect(await list()).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: 99.5, isFirstPayment: true, description: 'Sign-up' })]);
  });

  it('cancels one scheduled payment, then the whole authorization, each answering 200; nothing settles after', async () => {
    const id = await authorized({ fixedAmount: 25 });
    const one = await schedule(id, { amount: 25 });
    const two = await schedule(id, { amount: 25, date: inDays(5) });
    const cancelOne = await post(`/payments/requests/${id}/automatic-pix/schedules/${String(one.body.id)}/cancel`);
    expect(cancelOne).toMatchObject({ status: 200, body: {} });
    expect((await readPayment(id, one.body.id)).status).toBe('CANCELED');
    expect((await post(`/payments/requests/${id}/automatic-pix/schedules/${String(one.body.id)}/cancel`)).status).toBe(409);

    expect(await post(`/payments/requests/${id}/automatic-pix/cancel`)).toMatchObject({ status: 200, body: {} });
    expect((await get(`/payments/requests/${id}`)).body.status).toBe('CANCELED');
    expect((await readPayment(id, two.body.id)).status).toBe('CANCELED');
    expect((await schedule(id, { amount: 25 })).status).toBe(409);
    await advance(10 * 24 * 60 * 60 * 1000);
    expect((await readPayment(id, two.body.id)).status).toBe('CANCELED');
  });
});
