// Every event of the interface's Events table, raised in the situation the interface gives it, over real HTTP: listed at GET /sandbox/events and delivered to a webhook on this machine.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../../src/api/schemas/index.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { createClock } from '../../core/clock.js';
import type { EventName } from '../../core/events.js';
import { startOfBrazilDay } from '../../core/on-day.js';
import { type SandboxKit, sandboxClient, seedSyncedItem } from '../../testing/sandbox-kit.js';
import { answerConsent, payerAnswersIntent } from '../payments/testing/payer.js';
import { dispatcherOf } from './dispatcher.js';
import { type LocalReceiver, localReceiver } from './testing/local-receiver.js';

type Json = Record<string, unknown>;
type Listed = { id: string; event: string; notification: Json };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LOGIN = { user: 'user-ok', password: 'password-ok' };
const PAYER = { cpf: '529.982.247-25', name: 'Ana Pereira' };
const BOLETO_PAYER = {
  taxNumber: PAYER.cpf,
  name: 'Ana',
  addressStreet: 'Rua A, 1',
  addressCity: 'Recife',
  addressState: 'PE',
  addressZipCode: '50000-000',
};

let s: SandboxKit;
let key: string;
let receiver: LocalReceiver;
let recipientId: string;
// Late in the day (in UTC and in São Paulo alike), so a first sync finds most of the day's movements pending.
const clock = createClock({ startAt: Date.parse('2026-06-01T23:30:00.000Z'), frozen: true });

beforeAll(async () => {
  s = await sandboxClient({ clock, deliverWebhooks: true, webhookAllowHosts: ['127.0.0.1'] });
  key = await s.apiKey();
  receiver = await localReceiver();
  expect((await call('POST', '/webhooks', { url: `${receiver.url}/all`, event: 'all' })).status).toBe(200);
  const institutions = await call<{ results: Json[] }>('GET', '/payments/recipients/institutions?name=itau');
  const recipient = await call('POST', '/payments/recipients', {
    name: 'Academia Forma Ltda',
    taxNumber: '11.222.333/0001-81',
    paymentInstitutionId: institutions.body.results[0]?.id,
    account: { branch: '0001', number: '555444-3' },
  });
  recipientId = String(recipient.body.id);
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});
// Each item auto-syncs every day the clock crosses: those of a case done go, so later cases move the clock cheaply.
const items = new Set<string>();
afterEach(async () => {
  for (const id of items) await call('DELETE', `/items/${id}`);
  items.clear();
});

const call = <T = Json>(method: string, path: string, body?: unknown) => s.call<T>(method, path, { token: key, body });
/** Moves the sandbox's clock over HTTP; a new API Key after, since one lasts two hours of that clock. */
const advance = async (ms: number) => {
  expect((await call('POST', '/sandbox/clock/advance', { ms })).status).toBe(200);
  key = await s.apiKey();
};
const inDays = (days: number) => addDays(brazilDate(clock.now()), days);
const advanceTo = (day: string) => advance(startOfBrazilDay(day) - clock.now());
const listed = async (event: EventName) => (await call<{ results: Listed[] }>('GET', `/sandbox/events?event=${event}&pageSize=500`)).body.results;
const idOf = async (response: Promise<{ status: number; body: Json }>) => {
  const r = await response;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return String(r.body.id);
};

/** An item through POST /items; `sync` moves the clock so its sync runs to its end. */
async function item(connectorId: number, parameters: Record<string, string>, sync = true): Promise<string> {
  const id = await idOf(call('POST', '/items', { connectorId, parameters }));
  items.add(id);
  if (sync) await advance(MINUTE);
  return id;
}

/** Items synced late in the day, then auto-synced a day later, until one raises `event` (about one in five reverses a movement). */
async function itemWhoseNextDayRaises(event: EventName): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    // 23:00 UTC, the next to come: most of the day's movements are still pending then.
    const lateToday = Math.floor(clock.now() / DAY) * DAY + 23 * 60 * MINUTE;
    await advance((lateToday > clock.now() ? lateToday : lateToday + DAY) - clock.now());
    const id = await item(0, LOGIN);
    await advance(DAY);
    if ((await listed(event)).some((e) => e.notification.itemId === id)) return id;
    await call('DELETE', `/items/${id}`);
    items.delete(id);
  }
  throw new Error(`no item among 100 raised ${event} on its next day`);
}

/** A payment request and its intent by the payer, at its consent page once the clock moved. */
async function intent(
  parameters: Record<string, string> = PAYER,
  request: Json = { amount: 25, recipientId },
): Promise<{ requestId: string; intentId: string }> {
  const requestId = await idOf(call('POST', '/payments/requests', request));
  const intentId = await idOf(call('POST', '/payments/intents', { paymentRequestId: requestId, connectorId: 600, parameters }));
  await advance(MINUTE);
  return { requestId, intentId };
}

/** The intent's payer authorizes at the consent page; the clock moves through the payment's steps. */
async function authorized(parameters: Record<string, string> = PAYER, request?: Json): Promise<{ requestId: string; intentId: string }> {
  const made = await intent(parameters, request);
  await payerAnswersIntent(s, key, made.intentId, 'authorized');
  await advance(MINUTE);
  return made;
}

/** A request scheduled for the next two days, authorized by its payer; its payments as GET .../schedules lists them. */
async function scheduled(amount: number): Promise<{ requestId: string; payments: string[] }> {
  const { requestId } = await authorized(PAYER, {
    amount,
    recipientId,
    description: 'Gym',
    schedule: { type: 'DAILY', startDate: inDays(1), occurrences: 2 },
  });
  const schedules = await call<{ results: Json[] }>('GET', `/payments/requests/${requestId}/schedules`);
  return { requestId, payments: schedules.body.results.map((p) => String(p.id)) };
}

/** An automatic PIX request its payer authorized, and a payment scheduled under it. */
async function automaticPix(amount: number, consent: Json): Promise<{ requestId: string; paymentId: string }> {
  const request = { recipientId, description: 'Monthly plan', interval: 'MONTHLY', startDate: inDays(0), isSandbox: true, ...consent };
  const id = await idOf(call('POST', '/payments/requests/automatic-pix', request));
  const intentId = await idOf(call('POST', '/payments/intents', { paymentRequestId: id, connectorId: 600, parameters: PAYER }));
  await advance(MINUTE);
  await payerAnswersIntent(s, key, intentId, 'authorized');
  await advance(MINUTE);
  const paymentId = await idOf(call('POST', `/payments/requests/${id}/automatic-pix/schedule`, { amount, date: inDays(3) }));
  return { requestId: id, paymentId };
}

/** A smart transfer preauthorization its payer answered at the consent page. */
async function preauthorization(parameters: Record<string, string>): Promise<string> {
  const id = await idOf(
    call('POST', '/smart-transfers/preauthorizations', {
      connectorId: 600,
      parameters,
      recipientIds: [recipientId],
      configuration: { totalAllowedAmount: 500, transactionLimit: 200 },
    }),
  );
  const read = await call<{ consentUrl?: string }>('GET', `/smart-transfers/preauthorizations/${id}`);
  await answerConsent(read.body.consentUrl ?? '', 'authorized');
  await advance(MINUTE);
  return id;
}

/** A smart transfer payment of `amount` under an authorized preauthorization. */
async function smartPayment(amount: number): Promise<string> {
  const preauthorizationId = await preauthorization({ cpf: PAYER.cpf });
  const id = await idOf(call('POST', '/smart-transfers/payments', { preauthorizationId, recipientId, amount }));
  await advance(MINUTE);
  return id;
}

/** [event, the situation the interface gives it, what makes it happen: answers the fields its notification carries]. */
const CASES: [EventName, string, () => Promise<Json>][] = [
  ['item/created', 'a new item was created', async () => ({ itemId: await item(0, LOGIN, false) })],
  ['item/updated', 'the item finished an execution with new data', async () => ({ itemId: await item(0, LOGIN) })],
  [
    'item/error',
    'an execution ended with an error, in the payload',
    async () => ({
      itemId: await item(0, { user: 'someone-else', password: 'password-ok' }),
      error: expect.objectContaining({ code: 'INVALID_CREDENTIALS' }),
    }),
  ],
  [
    'item/deleted',
    'the item was deleted',
    async () => {
      const itemId = await item(0, LOGIN);
      expect((await call('DELETE', `/items/${itemId}`)).status).toBe(200);
      return { itemId };
    },
  ],
  ['item/waiting_user_input', 'the item needs more credentials or MFA from the user', async () => ({ itemId: await item(3, LOGIN) })],
  ['item/waiting_user_action', 'the user must act at the institution (approve in its app)', async () => ({ itemId: await item(6, LOGIN) })],
  ['item/login_succeeded', 'the credentials were accepted', async () => ({ itemId: await item(0, LOGIN) })],
  [
    'connector/status_updated',
    "a connector's health changed",
    async () => {
      expect((await call('POST', '/sandbox/connectors/9/status', { status: 'UNSTABLE' })).status).toBe(200);
      return { connectorId: 9, data: { status: 'UNSTABLE' } };
    },
  ],
  [
    'transactions/created',
    'an execution inserted transactions',
    async () => ({ itemId: await item(0, LOGIN), transactionsCreatedAtFrom: expect.any(String) }),
  ],
  [
    'transactions/updated',
    'a later execution modified transactions (pending ones posted, some for another amount)',
    async () => ({ itemId: await itemWhoseNextDayRaises('transactions/updated'), accountId: expect.any(String), transactionIds: expect.any(Array) }),
  ],
  [
    'transactions/deleted',
    'a later execution removed transactions (pending ones reversed)',
    async () => ({ itemId: await itemWhoseNextDayRaises('transactions/deleted'), accountId: expect.any(String), transactionIds: expect.any(Array) }),
  ],
  ['payment_intent/created', 'an intent was created', async () => ({ paymentIntentId: (await intent()).intentId })],
  ['payment_intent/waiting_payer_authorization', 'the payer still has to authorize', async () => ({ paymentIntentId: (await intent()).intentId })],
  ['payment_intent/completed', 'the institution confirmed the payment', async () => ({ paymentIntentId: (await authorized()).intentId })],
  [
    'payment_intent/error',
    'the payment was rejected',
    async () => ({ paymentIntentId: (await authorized({ cpf: '100.000.000-19', name: 'Ana' })).intentId }),
  ],
  [
    'payment_request/updated',
    "the request's overall status changed",
    async () => ({ paymentRequestId: (await authorized()).requestId, data: { status: 'COMPLETED' } }),
  ],
  ['scheduled_payment/created', 'a scheduled payment was created', async () => ({ scheduledPaymentId: (await scheduled(120)).payments[0] })],
  ['scheduled_payment/all_created', 'every payment of a series was created', async () => ({ paymentRequestId: (await scheduled(120)).requestId })],
  [
    'scheduled_payment/completed',
    'a scheduled payment was paid on its day',
    async () => {
      const { payments } = await scheduled(120);
      await advanceTo(inDays(1));
      return { scheduledPaymentId: payments[0] };
    },
  ],
  [
    'scheduled_payment/all_completed',
    'every payment of a series was paid',
    async () => {
      const { requestId } = await scheduled(120);
      await advanceTo(inDays(2));
      return { paymentRequestId: requestId };
    },
  ],
  [
    'scheduled_payment/error',
    'a scheduled payment failed on its day',
    async () => {
      const { payments } = await scheduled(666.66);
      await advanceTo(inDays(1));
      return { scheduledPaymentId: payments[0] };
    },
  ],
  [
    'scheduled_payment/canceled',
    'a scheduled payment was cancelled',
    async () => {
      const { requestId, payments } = await scheduled(120);
      expect((await call('POST', `/payments/requests/${requestId}/schedules/${payments[0]}/cancel`)).status).toBe(200);
      return { scheduledPaymentId: payments[0] };
    },
  ],
  [
    'boleto/updated',
    'a boleto was paid',
    async () => {
      // A boleto connection needs an item that connected: one put in place as a finished sync leaves it.
      const connection = await idOf(call('POST', '/boleto-connections/from-item', { itemId: seedSyncedItem(s, 601).id }));
      const boletoId = await idOf(
        call('POST', '/boletos', {
          boletoConnectionId: connection,
          boleto: { seuNumero: 'INV-1', amount: 100, dueDate: inDays(5), payer: BOLETO_PAYER },
        }),
      );
      expect((await call('POST', `/sandbox/boletos/${boletoId}/pay`, {})).status).toBe(200);
      return { boletoId, data: { status: 'PAID' } };
    },
  ],
  [
    'automatic_pix_payment/created',
    'a recurring payment was scheduled',
    async () => ({ automaticPixPaymentId: (await automaticPix(10, { fixedAmount: 10 })).paymentId }),
  ],
  [
    'automatic_pix_payment/completed',
    'a recurring payment was confirmed on its date',
    async () => {
      const { paymentId } = await automaticPix(10, { fixedAmount: 10 });
      await advanceTo(inDays(3));
      return { automaticPixPaymentId: paymentId };
    },
  ],
  [
    'automatic_pix_payment/error',
    'a recurring payment failed on its date',
    async () => {
      const { paymentId } = await automaticPix(666.66, { minimumVariableAmount: 10, maximumVariableAmount: 1000 });
      await advanceTo(inDays(3));
      return { automaticPixPaymentId: paymentId };
    },
  ],
  [
    'automatic_pix_payment/canceled',
    'a recurring payment was cancelled',
    async () => {
      const { requestId, paymentId } = await automaticPix(10, { fixedAmount: 10 });
      expect((await call('POST', `/payments/requests/${requestId}/automatic-pix/schedules/${paymentId}/cancel`)).status).toBe(200);
      return { automaticPixPaymentId: paymentId };
    },
  ],
  [
    'smart_transfer_preauthorization/completed',
    'the payer accepted a preauthorization',
    async () => ({ smartTransferPreauthorizationId: await preauthorization({ cpf: PAYER.cpf }) }),
  ],
  [
    'smart_transfer_preauthorization/error',
    'a preauthorization failed',
    async () => ({ smartTransferPreauthorizationId: await preauthorization({ cpf: '000.000.000-00' }) }),
  ],
  ['smart_transfer_payment/completed', 'a transfer succeeded', async () => ({ smartTransferPaymentId: await smartPayment(50) })],
  [
    'smart_transfer_payment/error',
    'a transfer failed (over the per-transaction limit)',
    async () => ({ smartTransferPaymentId: await smartPayment(300) }),
  ],
];

describe('every event of the Events table', () => {
  it('has a case for every event, `all` being what a webhook subscribes with', () => {
    expect(CASES.map(([event]) => event).sort()).toEqual(WEBHOOK_EVENTS.filter((e) => e !== 'all').sort());
  });

  it.each(CASES)('%s is raised when %s, listed and delivered', async (event, _situation, happen) => {
    const fields = await happen();
    const raised = (await listed(event)).find((e) =>
      Object.entries(fields).every(([k, v]) => expect.objectContaining({ [k]: v }).asymmetricMatch(e.notification)),
    );
    expect(raised, `no ${event} with ${JSON.stringify(fields)}`).toBeDefined();
    expect(raised?.notification).toMatchObject({ event, eventId: raised?.id, ...fields });
    await dispatcherOf(s.sandbox.deps)?.settled();
    expect(receiver.received.map((r) => r.body)).toContainEqual(raised?.notification);
  });
});
