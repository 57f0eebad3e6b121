// The payer at a smart transfer preauthorization's consent page, over real HTTP on a frozen clock: the page, Authorize and Deny, one use, expiry, payments by payer CPF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../core/clock.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { seedRecipient } from './testing/recipient.js';
import { answerConsent, consentForm } from '../payments/testing/payer.js';

type Json = Record<string, unknown>;

const START = Date.parse('2026-03-02T12:00:00-03:00');
const PAYER_CPF = '529.982.247-25';
const CALLBACKS = { success: 'https://shop.example/linked', error: 'https://shop.example/not-linked' };

let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body: unknown) => s.call<Json>('POST', path, { token: key, body });
const read = async (id: unknown) => (await s.call<Json>('GET', `/smart-transfers/preauthorizations/${String(id)}`, { token: key })).body;
const eventsNamed = async (event: string) =>
  (await s.call<{ results: { notification: Json }[] }>('GET', `/sandbox/events?event=${event}`, { token: key })).body.results.map(
    (e) => e.notification,
  );

async function preauthorize(extra: Json = {}): Promise<Json> {
  const r = await post('/smart-transfers/preauthorizations', {
    connectorId: 600,
    parameters: { cpf: PAYER_CPF },
    recipientIds: [recipientId],
    callbackUrls: CALLBACKS,
    configuration: {
      totalAllowedAmount: 500,
      transactionLimit: 200,
      periodicLimits: { day: { transactionLimit: 100, quantityLimit: 2 }, month: { quantityLimit: 10 } },
    },
    ...extra,
  });
  expect(r.status).toBe(200);
  return r.body;
}

beforeAll(async () => {
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }) });
  key = await s.apiKey();
  recipientId = await seedRecipient(s, key);
});
afterAll(() => s.close());

describe("a preauthorization's consent page", () => {
  it('shows the recipients and every limit, amounts in pt-BR, with labelled Authorize and Deny buttons', async () => {
    const made = await preauthorize();
    const { html, page, action } = await consentForm(String(made.consentUrl));
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toContain('<h1>Authorize smart transfers</h1>');
    expect(html).toContain('<dt>To</dt><dd>Carteira Digital Ltda, Bradesco</dd>');
    expect(html).toMatch(/<dt>Each transfer<\/dt><dd>up to R\$\s200,00<\/dd>/);
    expect(html).toMatch(/<dt>All transfers<\/dt><dd>up to R\$\s500,00 in all<\/dd>/);
    expect(html).toMatch(/<dt>Per day<\/dt><dd>up to R\$\s100,00, 2 transfers at most<\/dd>/);
    expect(html).toContain('<dt>Per month</dt><dd>10 transfers at most</dd>');
    expect(html).not.toContain('Per week');
    expect(html).toMatch(/<div class="actions" role="group" aria-label="Your answer">/);
    expect(html).toMatch(/>Authorize<\/button>[\s\S]*>Deny<\/button>/);
    expect(action.pathname).toBe(`/smart-transfers/consent/${String(made.id)}`);
  });

  it.each([
    ['Authorize', 'authorized', 'https://shop.example/linked', 'COMPLETED', undefined, 'smart_transfer_preauthorization/completed'],
    ['Deny', 'denied', 'https://shop.example/not-linked', 'REJECTED', 'CONSENT_REJECTED', 'smart_transfer_preauthorization/error'],
  ] as const)('%s: the preauthorization ends %s, the payer back at its callback with its id', async (_label, decision, url, status, code, event) => {
    const made = await preauthorize();
    const answer = await answerConsent(String(made.consentUrl), decision);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${url}?preauthorizationId=${String(made.id)}`);
    const after = await read(made.id);
    expect(after.status).toBe(status);
    expect(after.errorDetail).toEqual(code ? { code, description: expect.any(String), detail: expect.any(String) } : undefined);
    expect((await eventsNamed(event)).map((n) => n.smartTransferPreauthorizationId)).toContain(made.id);
  });

  it('ends on a page saying the window can be closed when there is no callback', async () => {
    const made = await preauthorize({ callbackUrls: undefined });
    const answer = await answerConsent(String(made.consentUrl), 'authorized');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Transfers authorized</h1>');
    expect(html).toContain('You can close this window');
  });

  it('works once (410 after), and is no link with another secret (404)', async () => {
    const made = await preauthorize();
    const link = String(made.consentUrl);
    await answerConsent(link, 'authorized');
    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link was already used');
    const other = new URL(link);
    other.searchParams.set('state', 'guessed');
    expect((await fetch(other)).status).toBe(404);
  });

  it('expires on the sandbox clock: REJECTED with CONSENT_EXPIRED, the link 410, no payment taken', async () => {
    const made = await preauthorize();
    const ttl = s.sandbox.deps.config.paymentConsentTtlMs;
    expect((await post('/sandbox/clock/advance', { ms: ttl - 1 })).status).toBe(200);
    expect((await read(made.id)).status).toBe('CREATED');
    expect((await post('/sandbox/clock/advance', { ms: 1 })).status).toBe(200);
    expect(await read(made.id)).toMatchObject({ status: 'REJECTED', errorDetail: { code: 'CONSENT_EXPIRED' } });
    expect((await fetch(String(made.consentUrl))).status).toBe(410);
    expect((await post('/smart-transfers/payments', { preauthorizationId: made.id, recipientId, amount: 10 })).status).toBe(409);
  });
});

describe('payments under an authorized preauthorization, by payer CPF', () => {
  it('payer 600.000.000-60, a multi-signature account: each payment is PAYMENT_PARTIALLY_ACCEPTED for a step, then paid', async () => {
    const made = await preauthorize({ parameters: { cpf: '600.000.000-60' } });
    await answerConsent(String(made.consentUrl), 'authorized');
    const paid = await post('/smart-transfers/payments', { preauthorizationId: made.id, recipientId, amount: 10 });
    const status = async () => (await s.call<Json>('GET', `/smart-transfers/payments/${String(paid.body.id)}`, { token: key })).body.status;
    const seen = [await status()];
    for (let i = 0; i < 3; i++) {
      s.sandbox.deps.clock.advance(s.sandbox.deps.config.stepMs);
      seen.push(await status());
    }
    expect(seen).toEqual(['CONSENT_AUTHORIZED', 'PAYMENT_PENDING', 'PAYMENT_PARTIALLY_ACCEPTED', 'PAYMENT_COMPLETED']);
  });

  it.each([
    [PAYER_CPF, 'PAYMENT_COMPLETED', undefined],
    ['100.000.000-19', 'PAYMENT_REJECTED', 'PAYMENT_REJECTED_BY_HOLDER'],
    ['200.000.000-27', 'PAYMENT_REJECTED', 'PAYMENT_REJECTED_BY_HOLDER'],
    ['300.000.000-35', 'PAYMENT_REJECTED', 'PAYMENT_REJECTED_BY_HOLDER'],
    ['400.000.000-43', 'PAYMENT_REJECTED', 'PAYMENT_REJECTED_BY_SPI'],
    ['500.000.000-51', 'ERROR', 'INFRASTRUCTURE_FAILURE'],
  ])('payer %s: the payment ends %s %s', async (cpf, status, code) => {
    const made = await preauthorize({ parameters: { cpf } });
    await answerConsent(String(made.consentUrl), 'authorized');
    const paid = await post('/smart-transfers/payments', { preauthorizationId: made.id, recipientId, amount: 10 });
    expect(paid.body.status).toBe('CONSENT_AUTHORIZED');
    s.sandbox.deps.clock.advance(2 * s.sandbox.deps.config.stepMs);
    const payment = (await s.call<Json>('GET', `/smart-transfers/payments/${String(paid.body.id)}`, { token: key })).body;
    expect(payment.status).toBe(status);
    expect(payment.errorDetail).toEqual(code ? { code, description: expect.any(String), detail: expect.any(String) } : undefined);
  });
});
