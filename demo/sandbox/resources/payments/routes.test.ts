// Payments over real HTTP: institutions, recipients, customers, requests, intents to completion or rejection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentIntent, PaymentRequest, PaymentRecipient } from '../../../../src/api/schemas/index.js';
import { buildPixQr } from './pix-qr.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { poll } from '../../testing/poll.js';
import { payerAnswersIntent } from './testing/payer.js';

type Json = Record<string, unknown>;
type Page = { page: number; total: number; totalPages: number; results: Json[] };

const PAYER_CPF = '529.982.247-25';
const REJECTING_CPF = '000.000.000-00';
const COMPANY_CNPJ = '11.222.333/0001-81';
/** Sandbox Open Finance: supports payment initiation. */
const PAYMENT_CONNECTOR = 600;

let s: SandboxKit;
let key: string;
let recipientId: string;

const post = (path: string, body: unknown) => s.call<Json>('POST', path, { token: key, body });
const get = <T = Json>(path: string) => s.call<T>('GET', path, { token: key });

async function institutionId(name: string): Promise<string> {
  const r = await get<Page>(`/payments/recipients/institutions?name=${encodeURIComponent(name)}`);
  return String(r.body.results[0]?.id);
}

async function newRequest(body: Json = {}): Promise<Json> {
  const r = await post('/payments/requests', { amount: 150.25, recipientId, description: 'Order 42', ...body });
  expect(r.status).toBe(200);
  return r.body;
}

const readIntent = (id: string) => get(`/payments/intents/${id}`).then((r) => r.body);
const settled = (intent: Json) => /COMPLETED|REJECTED/.test(String(intent.status));

/** Every status an intent passes through, read until it settles. */
async function followIntent(id: string): Promise<{ last: Json; seen: string[] }> {
  const seen: string[] = [];
  const last = await poll(async () => {
    const intent = await readIntent(id);
    if (seen[seen.length - 1] !== intent.status) seen.push(String(intent.status));
    return intent;
  }, settled);
  return { last, seen };
}

const eventsFor = async (paymentRequestId: string) =>
  (await get<{ results: { event: string; notification: Json }[] }>('/sandbox/events?pageSize=500')).body.results
    .filter((e) => e.notification.paymentRequestId === paymentRequestId)
    .reverse();

beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
  const r = await post('/payments/recipients', {
    name: 'Loja Exemplo Ltda',
    taxNumber: COMPANY_CNPJ,
    paymentInstitutionId: await institutionId('itau'),
    isDefault: true,
    account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
  });
  recipientId = String(r.body.id);
});
afterAll(() => s.close());

describe('payment institutions', () => {
  it('filters by name without regard to case or accents, and reads one by id', async () => {
    const r = await get<Page>('/payments/recipients/institutions?name=ITAU');
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([expect.objectContaining({ name: 'Itaú Unibanco S.A.', ispb: '60701190', compe: '341' })]);
    const all = await get<Page>('/payments/recipients/institutions?pageSize=500');
    expect(all.body.total).toBeGreaterThanOrEqual(20);
    const one = await get(`/payments/recipients/institutions/${String(r.body.results[0]?.id)}`);
    expect(one.body).toMatchObject({ tradeName: 'Itaú' });
    expect((await get('/payments/recipients/institutions/nope')).status).toBe(404);
  });
});

describe('payment recipients', () => {
  it('creates, updates, lists and deletes a bank-account recipient, each mutation answering 200', async () => {
    const made = await post('/payments/recipients', {
      name: 'Maria Souza',
      taxNumber: PAYER_CPF,
      paymentInstitutionId: await institutionId('nubank'),
      account: { branch: '0001', number: '998877-1', type: 'SAVINGS_ACCOUNT' },
    });
    expect(made.status).toBe(200);
    expect(PaymentRecipient.safeParse(made.body).success).toBe(true);
    expect(made.body).toMatchObject({ type: 'BANK_ACCOUNT', isDefault: false, paymentInstitution: { compe: '260' } });
    const path = `/payments/recipients/${String(made.body.id)}`;
    const patched = await s.call<Json>('PATCH', path, { token: key, body: { name: 'Maria S. Souza' } });
    expect(patched).toMatchObject({ status: 200, body: { name: 'Maria S. Souza', taxNumber: PAYER_CPF } });
    const list = await get<Page>('/payments/recipients');
    expect(list.body.results.map((r) => r.id)).toContain(made.body.id);
    expect(await s.call('DELETE', path, { token: key })).toMatchObject({ status: 200, body: {} });
    expect((await get(path)).status).toBe(404);
  });

  it('resolves a PIX key into a recipient and keeps one default per client', async () => {
    const byKey = await post('/payments/recipients', { pixKey: 'pagamentos@loja.com.br' });
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({
      pixKey: 'pagamentos@loja.com.br',
      name: expect.any(String),
      paymentInstitution: { ispb: expect.any(String) },
    });
    await s.call('PATCH', `/payments/recipients/${String(byKey.body.id)}`, { token: key, body: { isDefault: true } });
    expect((await get(`/payments/recipients/${recipientId}`)).body.isDefault).toBe(false);
    await s.call('PATCH', `/payments/recipients/${recipientId}`, { token: key, body: { isDefault: true } });
    expect((await get(`/payments/recipients/${String(byKey.body.id)}`)).body.isDefault).toBe(false);
  });

  it.each([
    ['an invalid tax number', { name: 'X', taxNumber: '123.456.789-00', paymentInstitutionId: 'any', account: { branch: '1', number: '1' } }],
    ['an unknown institution', { name: 'X', taxNumber: PAYER_CPF, paymentInstitutionId: 'nope', account: { branch: '1', number: '1' } }],
    ['a malformed PIX key', { pixKey: 'not a key' }],
  ])('rejects %s with 400', async (_label, body) => {
    expect((await post('/payments/recipients', body)).status).toBe(400);
  });
});

describe('payment customers', () => {
  it('creates, updates and deletes a customer with 200, and requires the tax number of its type', async () => {
    const made = await post('/payments/customers', { name: 'João Lima', email: 'joao@example.com', cpf: PAYER_CPF, type: 'INDIVIDUAL' });
    expect(made).toMatchObject({ status: 200, body: { name: 'João Lima', type: 'INDIVIDUAL', connector: null } });
    const path = `/payments/customers/${String(made.body.id)}`;
    expect(await s.call('PATCH', path, { token: key, body: { email: 'joao.lima@example.com' } })).toMatchObject({
      status: 200,
      body: { email: 'joao.lima@example.com', cpf: PAYER_CPF },
    });
    expect(await s.call('DELETE', path, { token: key })).toMatchObject({ status: 200, body: {} });
    expect((await get(path)).status).toBe(404);
    expect((await post('/payments/customers', { name: 'Empresa', type: 'BUSINESS' })).status).toBe(400);
  });
});

describe('payment requests', () => {
  it("creates a request whose paymentUrl, with no payer page set, is the sandbox's page saying how to set one", async () => {
    const request = await newRequest();
    expect(PaymentRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ status: 'CREATED', amount: 150.25, fees: 0, recipient: { id: recipientId, type: 'BANK_ACCOUNT' } });
    expect(request.paymentUrl).toBe(`${s.url}/payments/pay?paymentRequestId=${String(request.id)}`);
    const page = await fetch(String(request.paymentUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('SANDBOX_PAYMENT_PAGE_URL');
    expect(html).not.toMatch(/<a\b|<form\b/);
  });

  it('points paymentUrl at the payer page SANDBOX_PAYMENT_PAGE_URL names, with the request id as paymentRequestId', async () => {
    const other = await sandboxClient({ paymentPageUrl: 'https://widget.example.com/pay?lang=pt' });
    try {
      const otherKey = await other.apiKey();
      const recipient = await other.call<Json>('POST', '/payments/recipients', { token: otherKey, body: { pixKey: 'loja@example.com' } });
      const made = await other.call<Json>('POST', '/payments/requests', { token: otherKey, body: { amount: 10, recipientId: recipient.body.id } });
      const url = new URL(String(made.body.paymentUrl));
      expect(`${url.origin}${url.pathname}`).toBe('https://widget.example.com/pay');
      expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'pt', paymentRequestId: made.body.id });
    } finally {
      await other.close();
    }
  });

  it.each([
    ['a zero amount', { amount: 0 }, 400],
    ['fractions of a cent', { amount: 10.001 }, 400],
    ['an unknown recipient', { recipientId: 'nope' }, 404],
    ['a schedule in the past', { schedule: { type: 'SINGLE', date: '2020-01-01' } }, 400],
  ])('refuses %s', async (_label, body, status) => {
    const r = await post('/payments/requests', { amount: 10, recipientId, ...body });
    expect(r).toMatchObject({ status, body: { code: status } });
  });

  it('reads the amount and recipient of a PIX QR code', async () => {
    const pixQrCode = buildPixQr({ key: 'loja@example.com', merchantName: 'Loja do Bairro', merchantCity: 'Recife', amount: 42.9 });
    const r = await post('/payments/requests/pix-qr', { pixQrCode, isSandbox: true });
    expect(r).toMatchObject({
      status: 200,
      body: { amount: 42.9, pixQrCode, recipient: { type: 'PIX_QR_CODE', pixKey: 'loja@example.com', name: 'Loja do Bairro' } },
    });
    expect((await post('/payments/requests/pix-qr', { pixQrCode: `${pixQrCode.slice(0, -1)}0` })).status).toBe(400);
  });

  it('lists with status, pixKey and customer filters, and deletes with 200', async () => {
    const customer = (await post('/payments/customers', { name: 'Filtro Cliente', cpf: PAYER_CPF, type: 'INDIVIDUAL' })).body;
    const mine = await newRequest({ customerId: customer.id });
    const byCustomer = await get<Page>(`/payments/requests?customer=${String(customer.id)}`);
    expect(byCustomer.body.results.map((r) => r.id)).toEqual([mine.id]);
    const created = await get<Page>('/payments/requests?status=CREATED,ERROR&pageSize=500');
    expect(created.body.results.every((r) => r.status === 'CREATED' || r.status === 'ERROR')).toBe(true);
    expect((await get<Page>('/payments/requests?pixKey=nobody@example.com')).body.total).toBe(0);
    expect((await get('/payments/requests?status=BOGUS')).status).toBe(400);
    expect(await s.call('DELETE', `/payments/requests/${String(mine.id)}`, { token: key })).toMatchObject({ status: 200, body: {} });
    expect((await get(`/payments/requests/${String(mine.id)}`)).status).toBe(404);
  });
});

describe('payment intents', () => {
  it('go STARTED → CONSENT_AWAITING_AUTHORIZATION, and once the payer authorizes through settlement to PAYMENT_COMPLETED, completing the request', async () => {
    const request = await newRequest();
    const created = await post('/payments/intents', { paymentRequestId: request.id, connectorId: PAYMENT_CONNECTOR, parameters: { cpf: PAYER_CPF } });
    expect(created.status).toBe(200);
    expect(PaymentIntent.safeParse(created.body).success).toBe(true);
    expect(created.body).toMatchObject({
      status: 'STARTED',
      paymentMethod: 'PIS',
      connector: { id: PAYMENT_CONNECTOR },
      paymentRequest: { id: request.id },
    });

    // No callbackUrls: the consent page ends on its own page.
    expect((await payerAnswersIntent(s, key, String(created.body.id))).status).toBe(200);
    const { last, seen } = await followIntent(String(created.body.id));
    // Polling may miss a short-lived status, but never sees one out of order.
    const order = [
      'STARTED',
      'CONSENT_AWAITING_AUTHORIZATION',
      'CONSENT_AUTHORIZED',
      'PAYMENT_PENDING',
      'PAYMENT_SETTLEMENT_PROCESSING',
      'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
      'PAYMENT_COMPLETED',
    ];
    const positions = seen.map((status) => order.indexOf(status));
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)))).toBe(true);
    expect(last).toMatchObject({ status: 'PAYMENT_COMPLETED', paymentRequest: { status: 'COMPLETED' }, consentUrl: expect.any(String) });
    expect((await get(`/payments/requests/${String(request.id)}`)).body.status).toBe('COMPLETED');

    const events = (await eventsFor(String(request.id))).map((e) => e.event);
    expect(events.filter((e) => e.startsWith('payment_intent/'))).toEqual([
      'payment_intent/created',
      'payment_intent/waiting_payer_authorization',
      'payment_intent/completed',
    ]);
    const updates = (await eventsFor(String(request.id))).filter((e) => e.event === 'payment_request/updated').map((e) => e.notification.data);
    expect(updates).toEqual([
      { status: 'IN_PROGRESS' },
      { status: 'WAITING_PAYER_AUTHORIZATION' },
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED' },
    ]);

    const listed = await get<Page>(`/payments/intents?paymentRequestId=${String(request.id)}`);
    expect(listed.body.results.map((i) => i.id)).toEqual([created.body.id]);
  });

  it.each([
    ['the rejecting payer CPF', REJECTING_CPF, 150.25, 'CONSENT_REJECTED', 'CONSENTIMENTO_INVALIDO'],
    ['the refused amount 666.66', PAYER_CPF, 666.66, 'PAYMENT_REJECTED', 'PAGAMENTO_RECUSADO_DETENTORA'],
  ])('end in rejection with %s', async (_label, cpf, amount, status, code) => {
    const request = await newRequest({ amount });
    const created = await post('/payments/intents', { paymentRequestId: request.id, connectorId: PAYMENT_CONNECTOR, parameters: { cpf } });
    await payerAnswersIntent(s, key, String(created.body.id));
    const { last } = await followIntent(String(created.body.id));
    expect(last).toMatchObject({ status, errorDetail: { code } });
    const after = (await get(`/payments/requests/${String(request.id)}`)).body;
    expect(after).toMatchObject({ status: 'ERROR', errorDetail: { code } });
    expect((await eventsFor(String(request.id))).map((e) => e.event)).toContain('payment_intent/error');
    // A failed request can be paid again.
    const retry = await post('/payments/intents', { paymentRequestId: request.id, connectorId: PAYMENT_CONNECTOR, parameters: { cpf: PAYER_CPF } });
    expect(retry.status).toBe(200);
  });

  it('pays a PIX intent through a QR code', async () => {
    const request = await newRequest({ amount: 12 });
    const created = await post('/payments/intents', { paymentRequestId: request.id, paymentMethod: 'PIX' });
    expect(created.body).toMatchObject({ paymentMethod: 'PIX', connector: null, pixData: { value: expect.stringMatching(/^000201/) } });
    const { last } = await followIntent(String(created.body.id));
    expect(last).toMatchObject({ status: 'PAYMENT_COMPLETED', endToEndId: expect.stringMatching(/^E\d{8}/), payerAccount: null, consentUrl: null });
  });

  it('make a dynamic QR code the payer can pay once (isDynamicPix) for a request whose customer has a CPF or CNPJ', async () => {
    const customer = await post('/payments/customers', { name: 'Ana Pereira', cpf: PAYER_CPF, type: 'INDIVIDUAL' });
    const request = await newRequest({ amount: 12, customerId: customer.body.id });
    const created = await post('/payments/intents', { paymentRequestId: request.id, paymentMethod: 'PIX', isDynamicPix: true });
    expect(created.status).toBe(200);
    // Field 01 "point of initiation method" 12: a QR code for one payment.
    expect(created.body).toMatchObject({ pixData: { value: expect.stringMatching(/^000201010212/) } });
    const plain = await post('/payments/intents', { paymentRequestId: (await newRequest({ amount: 12 })).id, paymentMethod: 'PIX' });
    expect(plain.body).toMatchObject({ pixData: { value: expect.not.stringMatching(/^000201010212/) } });
  });

  it.each([
    ['a request without a customer', {}, 'PIX', /isDynamicPix: payment request .+ has no customer/],
    ['payment initiation (PIS)', { withCustomer: true }, 'PIS', /isDynamicPix: only for paymentMethod PIX/],
  ])('refuse a dynamic QR code for %s with 400 naming the flag', async (_label, options, paymentMethod, message) => {
    const customerId =
      'withCustomer' in options ? (await post('/payments/customers', { name: 'Ana', cpf: PAYER_CPF, type: 'INDIVIDUAL' })).body.id : undefined;
    const request = await newRequest({ amount: 12, ...(customerId ? { customerId } : {}) });
    const r = await post('/payments/intents', {
      paymentRequestId: request.id,
      paymentMethod,
      isDynamicPix: true,
      connectorId: PAYMENT_CONNECTOR,
      parameters: { cpf: PAYER_CPF },
    });
    expect(r).toMatchObject({ status: 400, body: { code: 400, message: expect.stringMatching(message) } });
  });

  it.each<[string, Json | undefined, number]>([
    ["a company's CNPJ alone", { cnpj: COMPANY_CNPJ }, 200],
    ['a CPF and a CNPJ', { cpf: PAYER_CPF, cnpj: COMPANY_CNPJ }, 200],
    ['neither', {}, 400],
    ['no parameters', undefined, 400],
    ['a CNPJ with a wrong check digit', { cnpj: '11.222.333/0001-82' }, 400],
  ])('takes the payer as a CPF or a CNPJ: %s answers %i', async (_label, parameters, status) => {
    const request = await newRequest();
    const r = await post('/payments/intents', {
      paymentRequestId: request.id,
      connectorId: PAYMENT_CONNECTOR,
      ...(parameters ? { parameters } : {}),
    });
    expect(r.status).toBe(status);
  });

  it('refuses a second intent while one runs, a connector without payments, and a list without paymentRequestId', async () => {
    const request = await newRequest();
    await post('/payments/intents', { paymentRequestId: request.id, connectorId: PAYMENT_CONNECTOR, parameters: { cpf: PAYER_CPF } });
    expect(
      (await post('/payments/intents', { paymentRequestId: request.id, connectorId: PAYMENT_CONNECTOR, parameters: { cpf: PAYER_CPF } })).status,
    ).toBe(409);
    const other = await newRequest();
    const noPayments = await post('/payments/intents', { paymentRequestId: other.id, connectorId: 0, parameters: { cpf: PAYER_CPF } });
    expect(noPayments.status).toBe(400);
    expect(String(noPayments.body.message)).toMatch(/does not support payment initiation/);
    expect((await get('/payments/intents')).status).toBe(400);
  });
});

describe('Connect Token', () => {
  it.each([
    ['GET', '/payments/recipients/institutions'],
    ['POST', '/payments/recipients'],
    ['GET', '/payments/recipients'],
    ['POST', '/payments/customers'],
    ['POST', '/payments/requests'],
    ['GET', '/payments/requests'],
    ['POST', '/payments/requests/pix-qr'],
    ['POST', '/payments/requests/automatic-pix'],
    ['POST', '/payments/intents'],
    ['GET', '/payments/intents/any'],
    ['POST', '/payments/requests/any/automatic-pix/schedule'],
  ])('%s %s answers 403', async (method, path) => {
    const token = await s.connectToken();
    const r = await s.call(method, path, { token, body: method === 'POST' ? {} : undefined });
    expect(r).toMatchObject({ status: 403, body: { code: 403 } });
  });
});
