// Smart transfers over real HTTP: preauthorization consent, payments within and beyond the consented limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmartTransferPayment, SmartTransferPreauthorization } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { seedRecipient } from './testing/recipient.js';
import { poll } from '../../testing/poll.js';
import { answerConsent } from '../payments/testing/payer.js';

type Json = Record<string, unknown>;
type Page = { total: number; results: Json[] };

/** Sandbox Open Finance: supports smart transfers. */
const CONNECTOR = 600;
const PAYER_CPF = '529.982.247-25';

let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body?: unknown) => s.call<Json>('POST', path, { token: key, body });
const get = <T = Json>(path: string) => s.call<T>('GET', path, { token: key });

async function preauthorize(extra: Json = {}): Promise<Json> {
  const r = await post('/smart-transfers/preauthorizations', {
    connectorId: CONNECTOR,
    parameters: { cpf: PAYER_CPF },
    recipientIds: [recipientId],
    clientPreauthorizationId: 'pre-1',
    callbackUrls: { success: 'https://merchant.example.com/ok', error: 'https://merchant.example.com/error' },
    configuration: { totalAllowedAmount: 500, transactionLimit: 200 },
    ...extra,
  });
  expect(r.status).toBe(200);
  return r.body;
}

const readPreauthorization = (id: unknown) => get(`/smart-transfers/preauthorizations/${String(id)}`).then((r) => r.body);

/** A preauthorization its payer authorized at the consent page. */
async function completed(configuration?: Json): Promise<string> {
  const made = await preauthorize(configuration ? { configuration } : {});
  expect((await answerConsent(String(made.consentUrl), 'authorized')).status).toBe(303);
  expect((await readPreauthorization(made.id)).status).toBe('COMPLETED');
  return String(made.id);
}

const pay = (preauthorizationId: string, amount: number, extra: Json = {}) =>
  post('/smart-transfers/payments', { preauthorizationId, recipientId, amount, description: 'Top-up', ...extra });
const readPayment = (id: unknown) => get(`/smart-transfers/payments/${String(id)}`).then((r) => r.body);
const settledPayment = (id: unknown) =>
  poll(
    () => readPayment(id),
    (p) => p.status !== 'CONSENT_AUTHORIZED' && p.status !== 'PAYMENT_PENDING',
  );

beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
  recipientId = await seedRecipient(s, key);
});
afterAll(() => s.close());

describe('preauthorizations', () => {
  it('are CREATED with 200 and wait for the payer, then COMPLETED once the payer authorizes', async () => {
    const made = await preauthorize();
    expect(SmartTransferPreauthorization.safeParse(made).success).toBe(true);
    expect(made).toMatchObject({
      status: 'CREATED',
      clientPreauthorizationId: 'pre-1',
      connector: { id: CONNECTOR },
      recipients: [expect.objectContaining({ id: recipientId, pixKey: null })],
      configuration: { totalAllowedAmount: 500, transactionLimit: 200, periodicLimits: null },
      consentUrl: expect.stringMatching(new RegExp(`^${s.url}/smart-transfers/consent/${String(made.id)}\\?state=`)),
    });
    expect((await readPreauthorization(made.id)).status).toBe('CREATED');
    await answerConsent(String(made.consentUrl), 'authorized');
    expect(await readPreauthorization(made.id)).toMatchObject({ status: 'COMPLETED' });
    const events = await get<{ results: { event: string; notification: Json }[] }>('/sandbox/events?event=smart_transfer_preauthorization/completed');
    expect(events.body.results.map((e) => e.notification.smartTransferPreauthorizationId)).toContain(made.id);
    const list = await get<Page>('/smart-transfers/preauthorizations');
    expect(list.body.results.map((p) => p.id)).toContain(made.id);
  });

  it('are REJECTED when the rejecting payer CPF authorizes', async () => {
    const made = await preauthorize({ parameters: { cpf: '000.000.000-00' } });
    await answerConsent(String(made.consentUrl), 'authorized');
    expect(await readPreauthorization(made.id)).toMatchObject({ status: 'REJECTED', errorDetail: { code: 'CONSENTIMENTO_INVALIDO' } });
  });

  it.each([
    ['a connector without smart transfers', { connectorId: 0 }, 400],
    ['an invalid payer CPF', { parameters: { cpf: '123.456.789-00' } }, 400],
    ['no recipients', { recipientIds: [] }, 400],
    ['an unknown recipient', { recipientIds: ['nope'] }, 404],
    ['a transaction limit above the total', { configuration: { totalAllowedAmount: 100, transactionLimit: 200 } }, 400],
  ])('refuse %s', async (_label, extra, status) => {
    const r = await post('/smart-transfers/preauthorizations', {
      connectorId: CONNECTOR,
      parameters: { cpf: PAYER_CPF },
      recipientIds: [recipientId],
      ...extra,
    });
    expect(r).toMatchObject({ status, body: { code: status } });
  });
});

describe('payments', () => {
  it('complete within the limits, and end ERROR above transactionLimit or totalAllowedAmount', async () => {
    const id = await completed();
    const first = await pay(id, 200, { clientPaymentId: 'p-1' });
    expect(first.status).toBe(200);
    expect(SmartTransferPayment.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({ status: 'CONSENT_AUTHORIZED', amount: 200, preauthorizationId: id, recipient: { id: recipientId } });
    expect(await settledPayment(first.body.id)).toMatchObject({ status: 'PAYMENT_COMPLETED' });

    const overLimit = await pay(id, 200.01);
    expect(overLimit).toMatchObject({
      status: 200,
      body: { status: 'ERROR', errorDetail: { code: 'PAYMENT_DIFFERENT_FROM_CONSENT', detail: expect.stringMatching(/transactionLimit/) } },
    });

    await pay(id, 200);
    const overTotal = await pay(id, 150);
    expect(overTotal.body).toMatchObject({
      status: 'ERROR',
      errorDetail: { code: 'PAYMENT_DIFFERENT_FROM_CONSENT', detail: expect.stringMatching(/totalAllowedAmount/) },
    });
    // The refused payments moved no money: exactly what is left still fits.
    expect((await pay(id, 100)).body.status).toBe('CONSENT_AUTHORIZED');

    const events = await get<{ results: { notification: Json }[] }>('/sandbox/events?event=smart_transfer_payment/error');
    expect(events.body.results.map((e) => e.notification)).toContainEqual(
      expect.objectContaining({
        smartTransferPaymentId: overLimit.body.id,
        status: 'ERROR',
        error: expect.objectContaining({ code: 'PAYMENT_DIFFERENT_FROM_CONSENT' }),
      }),
    );
  });

  it('are refused by the payer bank for the amount 666.66', async () => {
    const id = await completed({ totalAllowedAmount: 1000, transactionLimit: 700 });
    const rejected = await pay(id, 666.66);
    expect(await settledPayment(rejected.body.id)).toMatchObject({ status: 'PAYMENT_REJECTED', errorDetail: { code: 'PAYMENT_REJECTED_BY_HOLDER' } });
  });

  it('need a COMPLETED preauthorization and one of its recipients', async () => {
    const waiting = await preauthorize();
    expect((await pay(String(waiting.id), 10)).status).toBe(409);
    const id = await completed();
    expect((await pay(id, 10, { recipientId: 'someone-else' })).status).toBe(400);
  });

  it('list per preauthorization newest first, within from/to', async () => {
    const id = await completed();
    const a = await pay(id, 10);
    const b = await pay(id, 20);
    const list = await get<Page>(`/smart-transfers/preauthorizations/${id}/payments`);
    expect(list.body.results.map((p) => p.id)).toEqual([b.body.id, a.body.id]);
    const today = brazilDate(Date.now());
    expect((await get<Page>(`/smart-transfers/preauthorizations/${id}/payments?from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await get<Page>(`/smart-transfers/preauthorizations/${id}/payments?from=${addDays(today, 1)}`)).body.total).toBe(0);
  });
});

describe('Connect Token', () => {
  it.each([
    ['POST', '/smart-transfers/preauthorizations'],
    ['GET', '/smart-transfers/preauthorizations'],
    ['GET', '/smart-transfers/preauthorizations/any'],
    ['GET', '/smart-transfers/preauthorizations/any/payments'],
    ['POST', '/smart-transfers/payments'],
    ['GET', '/smart-transfers/payments/any'],
  ])('%s %s answers 403', async (method, path) => {
    const token = await s.connectToken();
    expect(await s.call(method, path, { token, body: method === 'POST' ? {} : undefined })).toMatchObject({ status: 403, body: { code: 403 } });
  });
});
