// The payer at a payment intent's consent page, over real HTTP on a frozen clock: the page, Authorize and Deny, one use, expiry, each outcome by CPF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentIntent } from '../../../../src/api/schemas/index.js';
import { createClock } from '../../core/clock.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { answerConsent, consentForm, intentConsentUrl, postAnswer } from './testing/payer.js';

type Json = Record<string, unknown>;

const START = Date.parse('2026-03-02T12:00:00-03:00');
const PAYER_CPF = '529.982.247-25';
/** Sandbox Open Finance: a sandbox institution, which reports the payer's account. */
const SANDBOX_CONNECTOR = 600;
/** Itaú Open Finance: a real institution's connector, which does not. */
const ITAU_CONNECTOR = 602;
const CALLBACKS = { success: 'https://shop.example/paid?order=42', error: 'https://shop.example/failed' };

let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body: unknown) => s.call<Json>('POST', path, { token: key, body });
const get = (path: string) => s.call<Json>('GET', path, { token: key });
const stepMs = () => s.sandbox.deps.config.stepMs;
/** Runs what falls due in `ms` of the sandbox's clock, one step of an intent by default. */
const advance = (ms = stepMs()) => s.sandbox.deps.clock.advance(ms);
const readIntent = async (id: unknown) => (await get(`/payments/intents/${String(id)}`)).body;
const readRequest = async (id: unknown) => (await get(`/payments/requests/${String(id)}`)).body;

async function newRequest(body: Json = {}): Promise<Json> {
  const r = await post('/payments/requests', { amount: 150.25, recipientId, description: 'Order 42', callbackUrls: CALLBACKS, ...body });
  expect(r.status).toBe(200);
  return r.body;
}

/** A request and its intent, waiting at the consent page. */
async function waiting(request: Json = {}, payer: Json = { cpf: PAYER_CPF }, connectorId = SANDBOX_CONNECTOR) {
  const made = await newRequest(request);
  const intent = await post('/payments/intents', { paymentRequestId: made.id, connectorId, parameters: payer });
  expect(intent.status).toBe(200);
  advance();
  const id = String(intent.body.id);
  return { request: made, id, consentUrl: await intentConsentUrl(s, key, id) };
}

/** Every status the intent takes, one step at a time, until it stops moving. */
async function follow(id: string): Promise<string[]> {
  const seen = [String((await readIntent(id)).status)];
  for (let i = 0; i < 10; i++) {
    advance();
    const status = String((await readIntent(id)).status);
    if (status === seen[seen.length - 1]) break;
    seen.push(status);
  }
  return seen;
}

const eventsOf = async (paymentRequestId: unknown) =>
  (await s.call<{ results: { event: string; notification: Json }[] }>('GET', '/sandbox/events?pageSize=500', { token: key })).body.results
    .filter((e) => e.notification.paymentRequestId === paymentRequestId)
    .map((e) => e.event)
    .reverse();

beforeAll(async () => {
  s = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }) });
  key = await s.apiKey();
  const institutions = await s.call<{ results: Json[] }>('GET', '/payments/recipients/institutions?name=itau', { token: key });
  const r = await post('/payments/recipients', {
    name: 'Loja Exemplo Ltda',
    taxNumber: '11.222.333/0001-81',
    paymentInstitutionId: institutions.body.results[0]?.id,
    account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
  });
  recipientId = String(r.body.id);
});
afterAll(() => s.close());

describe('a payment intent waits for its payer', () => {
  it('at CONSENT_AWAITING_AUTHORIZATION, its request WAITING_PAYER_AUTHORIZATION, however long short of the expiry', async () => {
    const { request, id, consentUrl } = await waiting();
    expect(consentUrl).toMatch(new RegExp(`^${s.url}/payments/consent/${id}\\?state=[\\w-]{20,}$`));
    advance(s.sandbox.deps.config.paymentConsentTtlMs - 1);
    expect(await readIntent(id)).toMatchObject({ status: 'CONSENT_AWAITING_AUTHORIZATION', consentUrl, endToEndId: null, errorDetail: null });
    expect((await readRequest(request.id)).status).toBe('WAITING_PAYER_AUTHORIZATION');
    expect(await eventsOf(request.id)).toContain('payment_intent/waiting_payer_authorization');
  });

  it('shows what is paid, to whom and why, amounts in pt-BR, with labelled Authorize and Deny buttons', async () => {
    const { consentUrl, id } = await waiting({ amount: 1234.5, description: 'Pedido <42> & frete' });
    const { html, page, action } = await consentForm(consentUrl);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toMatch(/<h1>Authorize a payment of R\$\s1\.234,50<\/h1>/);
    expect(html).toContain('<dt>To</dt><dd>Loja Exemplo Ltda, Itaú</dd>');
    expect(html).toContain('<dd>Pedido &lt;42&gt; &amp; frete</dd>');
    expect(html).toContain('<dd>***.982.247-**</dd>');
    expect(html).toContain('Sandbox Open Finance');
    expect(html).toMatch(/<div class="actions" role="group" aria-label="Your answer">/);
    expect(html).toMatch(/<button class="primary" type="submit">Authorize<\/button>/);
    expect(html).toMatch(/<button type="submit">Deny<\/button>/);
    expect(action.pathname).toBe(`/payments/consent/${id}`);
    expect(html).not.toMatch(/<script/);
  });
});

describe('the payer answers', () => {
  it('Authorize: back to callbackUrls.success with the ids, then CONSENT_AUTHORIZED through settlement to PAYMENT_COMPLETED', async () => {
    const { request, id, consentUrl } = await waiting();
    const answer = await answerConsent(consentUrl, 'authorized');
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/paid');
    expect(Object.fromEntries(back.searchParams)).toEqual({ order: '42', paymentRequestId: request.id, paymentIntentId: id });

    expect(await follow(id)).toEqual([
      'CONSENT_AUTHORIZED',
      'PAYMENT_PENDING',
      'PAYMENT_SETTLEMENT_PROCESSING',
      'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
      'PAYMENT_COMPLETED',
    ]);
    const intent = await readIntent(id);
    expect(PaymentIntent.safeParse(intent).success).toBe(true);
    expect(intent).toMatchObject({
      status: 'PAYMENT_COMPLETED',
      endToEndId: expect.stringMatching(/^E\d{8}202603021[0-9]{3}[A-Z0-9]{11}$/),
      payerAccount: { taxNumber: '52998224725', ispb: expect.stringMatching(/^\d{8}$/), branch: expect.any(String), number: expect.any(String) },
      errorDetail: null,
      paymentRequest: { status: 'COMPLETED' },
    });
    expect(await eventsOf(request.id)).toEqual([
      'payment_intent/created',
      'payment_request/updated',
      'payment_intent/waiting_payer_authorization',
      'payment_request/updated',
      'payment_request/updated',
      'payment_intent/completed',
      'payment_request/updated',
    ]);
  });

  it("reports no payer account where the institution's connector does not expose it, and its ISPB in the end-to-end id", async () => {
    const { id, consentUrl } = await waiting({}, { cpf: PAYER_CPF }, ITAU_CONNECTOR);
    await answerConsent(consentUrl, 'authorized');
    await follow(id);
    expect(await readIntent(id)).toMatchObject({ status: 'PAYMENT_COMPLETED', payerAccount: null, endToEndId: expect.stringMatching(/^E60701190/) });
  });

  it('Deny: back to callbackUrls.error, the intent CONSENT_REJECTED and its request ERROR, payable again', async () => {
    const { request, id, consentUrl } = await waiting();
    const answer = await answerConsent(consentUrl, 'denied');
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.toString()).toBe(`https://shop.example/failed?paymentRequestId=${String(request.id)}&paymentIntentId=${id}`);
    const detail = { code: 'CONSENT_REJECTED', description: expect.any(String) };
    expect(await readIntent(id)).toMatchObject({ status: 'CONSENT_REJECTED', errorDetail: detail, endToEndId: null, payerAccount: null });
    expect(await readRequest(request.id)).toMatchObject({ status: 'ERROR', errorDetail: detail });
    expect(await eventsOf(request.id)).toContain('payment_intent/error');
    expect(
      (await post('/payments/intents', { paymentRequestId: request.id, connectorId: SANDBOX_CONNECTOR, parameters: { cpf: PAYER_CPF } })).status,
    ).toBe(200);
  });

  it.each([
    ['Authorize', 'authorized', { error: 'https://shop.example/failed' }, 'Payment authorized'],
    ['Deny', 'denied', { success: 'https://shop.example/paid' }, 'Payment refused'],
    ['Deny', 'denied', undefined, 'Payment refused'],
  ] as const)(
    '%s with no callback URL for it: a page that says so, and that the window can be closed',
    async (_label, decision, callbackUrls, heading) => {
      const { consentUrl } = await waiting({ callbackUrls });
      const answer = await answerConsent(consentUrl, decision);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('You can close this window');
    },
  );
});

describe('the consent link', () => {
  it('works once: opened or answered again, it answers 410 with a page saying it was used', async () => {
    const { id, consentUrl } = await waiting();
    const { action, state } = await consentForm(consentUrl);
    expect((await postAnswer(action, state, 'authorized')).status).toBe(303);
    for (const again of [await fetch(consentUrl), await postAnswer(action, state, 'denied')]) {
      expect(again.status).toBe(410);
      expect(again.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await again.text()).toContain('<h1>This link was already used</h1>');
    }
    expect((await readIntent(id)).status).toBe('CONSENT_AUTHORIZED');
  });

  it.each([
    ['another secret', (url: URL) => url.searchParams.set('state', 'not-the-secret')],
    ['no secret', (url: URL) => url.searchParams.delete('state')],
    ['another intent', (url: URL) => (url.pathname = '/payments/consent/00000000-0000-4000-8000-000000000000')],
  ])('with %s is no link: 404 with a page saying so', async (_label, change) => {
    const { consentUrl } = await waiting();
    const url = new URL(consentUrl);
    change(url);
    const page = await fetch(url);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<h1>This link is not valid</h1>');
  });

  it('refuses a form that is no answer with 400', async () => {
    const { consentUrl } = await waiting();
    const { action, state } = await consentForm(consentUrl);
    const reply = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `state=${state}&decision=maybe`,
    });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toContain('could not be read');
  });

  it('expires on the sandbox clock (POST /sandbox/clock/advance): CONSENT_REJECTED with CONSENT_EXPIRED, the link 410', async () => {
    const { request, id, consentUrl } = await waiting();
    const ttl = s.sandbox.deps.config.paymentConsentTtlMs;
    expect((await post('/sandbox/clock/advance', { ms: ttl })).status).toBe(200);
    const detail = { code: 'CONSENT_EXPIRED', description: expect.any(String) };
    expect(await readIntent(id)).toMatchObject({ status: 'CONSENT_REJECTED', errorDetail: detail });
    expect(await readRequest(request.id)).toMatchObject({ status: 'ERROR', errorDetail: detail });
    const page = await fetch(consentUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('<h1>This link has expired</h1>');
  });

  it('expires after the time the sandbox is set to wait (SANDBOX_PAYMENT_CONSENT_TTL_MS)', async () => {
    const quick = await sandboxClient({ clock: createClock({ frozen: true, startAt: START }), paymentConsentTtlMs: 60_000 });
    try {
      const quickKey = await quick.apiKey();
      const recipient = await quick.call<Json>('POST', '/payments/recipients', { token: quickKey, body: { pixKey: 'loja@example.com' } });
      const made = await quick.call<Json>('POST', '/payments/requests', { token: quickKey, body: { amount: 5, recipientId: recipient.body.id } });
      const intent = await quick.call<Json>('POST', '/payments/intents', {
        token: quickKey,
        body: { paymentRequestId: made.body.id, connectorId: SANDBOX_CONNECTOR, parameters: { cpf: PAYER_CPF } },
      });
      const status = async () => (await quick.call<Json>('GET', `/payments/intents/${String(intent.body.id)}`, { token: quickKey })).body.status;
      quick.sandbox.deps.clock.advance(quick.sandbox.deps.config.stepMs + 59_999);
      expect(await status()).toBe('CONSENT_AWAITING_AUTHORIZATION');
      quick.sandbox.deps.clock.advance(1);
      expect(await status()).toBe('CONSENT_REJECTED');
    } finally {
      await quick.close();
    }
  });
});

describe('what the institution does once the payer authorizes, by payer CPF', () => {
  it('payer 600.000.000-60, a multi-signature account: PAYMENT_PARTIALLY_ACCEPTED until the second holder signs, then paid', async () => {
    const { request, id, consentUrl } = await waiting({}, { cpf: '600.000.000-60' });
    await answerConsent(consentUrl, 'authorized');
    expect(await follow(id)).toEqual([
      'CONSENT_AUTHORIZED',
      'PAYMENT_PENDING',
      'PAYMENT_PARTIALLY_ACCEPTED',
      'PAYMENT_SETTLEMENT_PROCESSING',
      'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
      'PAYMENT_COMPLETED',
    ]);
    expect(await readRequest(request.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it.each([
    ['000.000.000-00', 150.25, 'CONSENT_REJECTED', 'CONSENTIMENTO_INVALIDO'],
    ['100.000.000-19', 150.25, 'PAYMENT_REJECTED', 'SALDO_INSUFICIENTE'],
    ['200.000.000-27', 150.25, 'PAYMENT_REJECTED', 'VALOR_ACIMA_LIMITE'],
    ['300.000.000-35', 150.25, 'PAYMENT_REJECTED', 'PAGAMENTO_RECUSADO_DETENTORA'],
    ['400.000.000-43', 150.25, 'PAYMENT_REJECTED', 'PAGAMENTO_RECUSADO_SPI'],
    ['500.000.000-51', 150.25, 'ERROR', 'FALHA_INFRAESTRUTURA_DETENTORA'],
    [PAYER_CPF, 666.66, 'PAYMENT_REJECTED', 'PAGAMENTO_RECUSADO_DETENTORA'],
  ])('payer %s paying %d: the intent ends %s with %s, the request ERROR', async (cpf, amount, status, code) => {
    const { request, id, consentUrl } = await waiting({ amount }, { cpf });
    const answer = await answerConsent(consentUrl, 'authorized');
    // Only a consent the institution rejects sends the payer to the error callback: a payment refused later is read from the intent.
    expect(answer.headers.get('location')).toMatch(
      status === 'CONSENT_REJECTED' ? /^https:\/\/shop\.example\/failed/ : /^https:\/\/shop\.example\/paid/,
    );
    await follow(id);
    const detail = { code, description: expect.any(String) };
    expect(await readIntent(id)).toMatchObject({ status, errorDetail: detail, payerAccount: null });
    expect(await readRequest(request.id)).toMatchObject({ status: 'ERROR', errorDetail: detail });
    expect(await eventsOf(request.id)).toContain('payment_intent/error');
  });
});
