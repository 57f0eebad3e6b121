// Automatic PIX over real HTTP: the fixed/variable amount rule, authorization, the D+2..D+10 schedule window, payments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomaticPixPayment } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { poll } from '../../testing/poll.js';

type Json = Record<string, unknown>;

const PAYER = { cpf: '529.982.247-25', name: 'Ana Pereira' };
let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body?: unknown) => s.call<Json>('POST', path, { token: key, body });
const get = <T = Json>(path: string) => s.call<T>('GET', path, { token: key });
const inDays = (days: number) => addDays(brazilDate(Date.now()), days);

const consent = (extra: Json = {}): Json => ({
  recipientId,
  description: 'Monthly plan',
  interval: 'MONTHLY',
  startDate: inDays(0),
  isSandbox: true,
  ...extra,
});

/** An automatic PIX request the payer has authorized. */
async function authorized(extra: Json = {}): Promise<string> {
  const request = await post('/payments/requests/automatic-pix', consent(extra));
  expect(request.status).toBe(200);
  const id = String(request.body.id);
  const intent = await post('/payments/intents', { paymentRequestId: id, connectorId: 600, parameters: PAYER });
  expect(intent.status).toBe(200);
  await poll(
    () => get(`/payments/requests/${id}`).then((r) => r.body),
    (r) => r.status === 'AUTHORIZED',
  );
  return id;
}

const schedule = (requestId: string, body: Json) => post(`/payments/requests/${requestId}/automatic-pix/schedule`, { date: inDays(3), ...body });
const readPayment = (requestId: string, paymentId: unknown) =>
  get(`/payments/requests/${requestId}/automatic-pix/schedules/${String(paymentId)}`).then((r) => r.body);
const settledPayment = (requestId: string, paymentId: unknown) =>
  poll(
    () => readPayment(requestId, paymentId),
    (p) => p.status === 'COMPLETED' || p.status === 'ERROR',
  );

beforeAll(async () => {
  s = await sandboxClient();
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
    ['a start date in the past', 400, { fixedAmount: 10, startDate: inDays(-1) }],
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
    await post('/payments/intents', { paymentRequestId: id, connectorId: 600, parameters: PAYER });
    await poll(
      () => get(`/payments/requests/${id}`).then((r) => r.body),
      (r) => r.status === 'AUTHORIZED',
    );
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
    ['today (D+0)', 400, inDays(0)],
    ['tomorrow (D+1)', 400, inDays(1)],
    ['D+2', 200, inDays(2)],
    ['D+10', 200, inDays(10)],
    ['D+11', 400, inDays(11)],
    ['a day that does not exist', 400, '2031-02-30'],
    ['a date-time instead of a date', 400, `${inDays(3)}T10:00:00Z`],
  ])('answers a date of %s with %i', async (_label, status, date) => {
    const r = await schedule(requestId, { amount: 50, date });
    expect(r.status).toBe(status);
    if (status === 200) expect(AutomaticPixPayment.safeParse(r.body).success).toBe(true);
    else expect(String(r.body.message)).toMatch(/D\+2.*D\+10/);
  });

  it('refuses to schedule before the payer authorizes', async () => {
    const request = await post('/payments/requests/automatic-pix', consent({ fixedAmount: 50 }));
    expect((await schedule(String(request.body.id), { amount: 50 })).status).toBe(409);
  });

  it('completes a payment that matches the consent and fails one that differs', async () => {
    const good = await schedule(requestId, { amount: 50, description: 'March', clientPaymentId: 'm-3' });
    expect(good.body).toMatchObject({ status: 'SCHEDULED', amount: 50, isFirstPayment: false, clientPaymentId: 'm-3' });
    expect(await settledPayment(requestId, good.body.id)).toMatchObject({
      status: 'COMPLETED',
      endToEndId: expect.stringMatching(/^E\d{8}\d{12}\w{11}$/),
    });
    const bad = await schedule(requestId, { amount: 60 });
    expect(await settledPayment(requestId, bad.body.id)).toMatchObject({
      status: 'ERROR',
      errorDetail: { code: 'PAGAMENTO_DIVERGENTE_CONSENTIMENTO' },
    });
    const list = await get<{ results: Json[] }>(`/payments/requests/${requestId}/automatic-pix/schedules`);
    expect(list.body.results.map((p) => p.id)).toEqual(expect.arrayContaining([good.body.id, bad.body.id]));
    const names = (await get<{ results: { event: string; notification: Json }[] }>('/sandbox/events?pageSize=500')).body.results
      .filter((e) => e.notification.automaticPixPaymentId === bad.body.id)
      .map((e) => e.event);
    expect(names.reverse()).toEqual(['automatic_pix_payment/created', 'automatic_pix_payment/error']);
  });

  it('enforces the variable maximum, and a retry settles a payment refused for balance', async () => {
    const variable = await authorized({ maximumVariableAmount: 700, isRetryAccepted: true });
    const tooMuch = await schedule(variable, { amount: 750 });
    expect(await settledPayment(variable, tooMuch.body.id)).toMatchObject({ errorDetail: { code: 'LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO' } });
    const broke = await schedule(variable, { amount: 666.66 });
    expect(await settledPayment(variable, broke.body.id)).toMatchObject({ status: 'ERROR', errorDetail: { code: 'SALDO_INSUFICIENTE' } });
    const retried = await post(`/payments/requests/${variable}/automatic-pix/schedules/${String(broke.body.id)}/retry`, { date: inDays(4) });
    expect(retried).toMatchObject({ status: 200, body: { status: 'SCHEDULED', date: inDays(4) } });
    const done = await settledPayment(variable, broke.body.id);
    expect(done).toMatchObject({ status: 'COMPLETED' });
    expect(done.attempts).toHaveLength(2);
  });

  it('refuses a retry when the consent does not accept retries', async () => {
    const bad = await schedule(requestId, { amount: 51 });
    await settledPayment(requestId, bad.body.id);
    expect((await post(`/payments/requests/${requestId}/automatic-pix/schedules/${String(bad.body.id)}/retry`, { date: inDays(4) })).status).toBe(
      400,
    );
  });

  it('runs the first payment of the consent once it is authorized', async () => {
    const id = await authorized({ fixedAmount: 30, firstPayment: { amount: 99.5, description: 'Sign-up' } });
    const list = await poll(
      () => get<{ results: Json[] }>(`/payments/requests/${id}/automatic-pix/schedules`).then((r) => r.body.results),
      (results) => results[0]?.status === 'COMPLETED',
    );
    expect(list).toEqual([expect.objectContaining({ amount: 99.5, isFirstPayment: true, description: 'Sign-up' })]);
  });

  it('cancels one scheduled payment, then the whole authorization, each answering 200', async () => {
    const id = await authorized({ fixedAmount: 25 });
    const config = s.sandbox.deps.config;
    const stepMs = config.stepMs;
    // Slow the sandbox down so the payments are still scheduled when canceled.
    config.stepMs = 60_000;
    try {
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
    } finally {
      config.stepMs = stepMs;
    }
  });
});
