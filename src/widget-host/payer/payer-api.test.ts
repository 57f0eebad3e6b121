// The payer API over real HTTP, against a sandbox: a request's summary, intents created and read back, every refusal, and the payer's CPF in no answer and no log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../node-server.js';
import { authorizeAtConsentPage, type PaymentsSandbox, paymentsSandbox, pixQrCode, until } from '../testing/payments-sandbox.js';
import { readQrSvg } from '../testing/read-qr.js';
import { type StandInBuild, standInBuild } from '../testing/stand-in-build.js';
import { createWidgetHost, type WidgetHostOptions } from '../widget-host.js';

const MERCHANT = 'http://127.0.0.1:8789';
const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
const CNPJ = '11.444.777/0001-61';
/** Itaú Open Finance: pays by payment initiation. */
const ITAU = 602;

let sandbox: PaymentsSandbox;
let build: StandInBuild;
let host: Listening;
const logged: string[] = [];
/** Every answer the payer API gave in this file, to look for the payer in. */
const answered: string[] = [];
const servers: Listening[] = [];

async function start(options: Partial<WidgetHostOptions> = {}, trustedProxies = 0): Promise<Listening> {
  const server = await listen(
    createWidgetHost({
      distRoot: build.distRoot,
      apiOrigin: sandbox.url,
      frameAncestors: [MERCHANT],
      payments: { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret },
      log: (line) => logged.push(line),
      ...options,
    }),
    0,
    '127.0.0.1',
    trustedProxies,
  );
  servers.push(server);
  return server;
}

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function api(
  method: 'GET' | 'POST',
  path: string,
  init: { body?: unknown; raw?: string; origin?: string | null; at?: Listening; forwardedFor?: string } = {},
): Promise<Answer> {
  const server = init.at ?? host;
  const headers: Record<string, string> = {};
  if (init.forwardedFor !== undefined) headers['X-Forwarded-For'] = init.forwardedFor;
  const origin = init.origin === undefined ? server.url : init.origin;
  if (method === 'POST' && origin !== null) headers.Origin = origin;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/pay/api${path}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: init.raw ?? JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  answered.push(text);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, headers: response.headers };
}

/** The request's QR image as the payer page's <img> loads it: a GET with no Origin. */
async function qrImage(
  requestId: string,
  at: Listening = host,
  acceptEncoding = 'gzip, deflate, br',
): Promise<{ status: number; text: string; headers: Headers }> {
  // fetch undoes the coding the answer names, as a browser does.
  const response = await fetch(`${at.url}/pay/api/requests/${requestId}/qr.svg`, { headers: { 'Accept-Encoding': acceptEncoding } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const pay = (requestId: string, body: Record<string, unknown> = { connectorId: ITAU, taxNumber: CPF }, init = {}) =>
  api('POST', `/requests/${requestId}/intents`, { body, ...init });

beforeAll(async () => {
  [sandbox, build] = await Promise.all([paymentsSandbox(), standInBuild()]);
  host = await start();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([sandbox?.close(), build?.remove()]);
});

describe('GET /pay/api/requests/{id}', () => {
  it('sums up a PIX request: amount, recipient, the banks that pay by initiation sorted by name, no intent yet', async () => {
    const id = await sandbox.newRequest({
      amount: 120.5,
      description: 'Pedido 1234',
      callbackUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/oops' },
    });
    const { status, body, headers } = await api('GET', `/requests/${id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toMatchObject({
      id,
      amount: 120.5,
      description: 'Pedido 1234',
      status: 'CREATED',
      kind: 'PIX',
      recipient: { name: 'Loja Exemplo Ltda', institution: 'Itaú' },
      pixQrCode: null,
      callbackUrls: { success: 'https://shop.example/ok', error: 'https://shop.example/oops' },
      needsPayerName: false,
      intent: null,
    });
    const connectors = body.connectors as { id: number; name: string; imageUrl: string | null; primaryColor: string | null }[];
    expect(connectors).toContainEqual({
      id: ITAU,
      name: 'Itaú Open Finance',
      imageUrl: `${sandbox.url}/images/connectors/602.svg`,
      primaryColor: '#EC7000',
    });
    // Only banks that initiate payments, and no test bank for a real request.
    expect(connectors.map((c) => c.id)).not.toContain(600);
    expect(connectors.every((c) => c.name.includes('Open Finance'))).toBe(true);
    const names = connectors.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });

  it('sums up a PIX QR request: the code, and who is paid as the code says', async () => {
    const code = pixQrCode('45.90', 'Padaria Central');
    const id = await sandbox.newRequest({ pixQrCode: code }, '/payments/requests/pix-qr');
    const { status, body } = await api('GET', `/requests/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'PIX_QR', amount: 45.9, pixQrCode: code, recipient: { name: 'Padaria Central', institution: null } });
  });

  it("sums up an automatic PIX request: its fixed amount, the banks that take it, and the payer's name needed", async () => {
    // Today in Brazil (UTC-3), the earliest start the interface allows.
    const today = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const id = await sandbox.newRequest(
      { description: 'Plano mensal', interval: 'MONTHLY', startDate: today, fixedAmount: 89.9 },
      '/payments/requests/automatic-pix',
    );
    const { body } = await api('GET', `/requests/${id}`);
    expect(body).toMatchObject({ kind: 'AUTOMATIC_PIX', amount: 89.9, needsPayerName: true, description: 'Plano mensal' });
    const ids = (body.connectors as { id: number }[]).map((c) => c.id);
    // Caixa initiates payments but takes no automatic PIX.
    expect(ids).toContain(ITAU);
    expect(ids).not.toContain(605);
    const nameless = await pay(id);
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ code: 'INVALID_PAYER', field: 'name' });
    expect((await pay(id, { connectorId: ITAU, taxNumber: CPF, name: '  Ana Souza ' })).status).toBe(201);
  });

  it("lists the sandbox's test banks for a sandbox request", async () => {
    const id = await sandbox.newRequest({ amount: 10, isSandbox: true });
    const { body } = await api('GET', `/requests/${id}`);
    expect((body.connectors as { id: number }[]).map((c) => c.id)).toContain(600);
  });

  it.each(['not-a-uuid', crypto.randomUUID()])('answers 404 for the request %s', async (id) => {
    const { status, body } = await api('GET', `/requests/${id}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'PAYMENT_REQUEST_NOT_FOUND' });
  });
});

describe('GET /pay/api/requests/{id}/qr.svg', () => {
  it('draws a PIX QR request’s code as an SVG a phone reads back, kept briefly by the browser only, loading nothing', async () => {
    const code = pixQrCode('12.34', 'Padaria Central');
    const id = await sandbox.newRequest({ pixQrCode: code }, '/payments/requests/pix-qr');
    const { status, text, headers } = await qrImage(id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml');
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('content-encoding')).toBe('br');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(readQrSvg(text)?.text).toBe(code);
  });

  it.each([
    { accepted: 'gzip', coding: 'gzip' },
    { accepted: 'identity', coding: null },
  ])('sends it in the coding the browser accepts ($accepted)', async ({ accepted, coding }) => {
    const code = pixQrCode('7.50', 'Banca Central');
    const id = await sandbox.newRequest({ pixQrCode: code }, '/payments/requests/pix-qr');
    const { status, text, headers } = await qrImage(id, host, accepted);
    expect(status).toBe(200);
    expect(headers.get('content-encoding')).toBe(coding);
    expect(readQrSvg(text)?.text).toBe(code);
  });

  it('answers 404 for a PIX request, which has no QR code, and for a request that does not exist', async () => {
    const id = await sandbox.newRequest();
    for (const missing of [id, crypto.randomUUID(), 'not-a-uuid']) {
      const { status, text } = await qrImage(missing);
      expect(status).toBe(404);
      expect(JSON.parse(text)).toMatchObject({ code: 'PAYMENT_REQUEST_NOT_FOUND' });
    }
  });

  it('answers 409 once the request is paid: there is nothing left to scan', async () => {
    const id = await sandbox.newRequest({ pixQrCode: pixQrCode('5.00', 'Banca Central') }, '/payments/requests/pix-qr');
    const intentId = String((await pay(id)).body.id);
    const waiting = await until(
      () => api('GET', `/requests/${id}/intents/${intentId}`),
      (read) => typeof read.body.consentUrl === 'string',
    );
    await authorizeAtConsentPage(String(waiting.body.consentUrl));
    await until(
      () => api('GET', `/requests/${id}`),
      (read) => read.body.status === 'COMPLETED',
    );
    const { status, text } = await qrImage(id);
    expect(status).toBe(409);
    expect(JSON.parse(text)).toMatchObject({ code: 'PAYMENT_REQUEST_CLOSED', status: 'COMPLETED' });
  });

  it('takes GET only', async () => {
    const id = await sandbox.newRequest({ pixQrCode: pixQrCode('1.00', 'Banca') }, '/payments/requests/pix-qr');
    const answer = await fetch(`${host.url}/pay/api/requests/${id}/qr.svg`, { method: 'POST', headers: { Origin: host.url } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
  });
});

describe('intents', () => {
  it('creates one for the payer, reads it back, and the summary resumes it', async () => {
    const id = await sandbox.newRequest();
    const created = await pay(id);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toMatchObject({
      id: expect.any(String),
      connector: { id: ITAU, name: 'Itaú Open Finance' },
      endToEndId: null,
      errorDetail: null,
    });
    expect(Object.keys(created.body).sort()).toEqual(['connector', 'consentUrl', 'endToEndId', 'errorDetail', 'id', 'status', 'updatedAt']);
    const intentId = String(created.body.id);
    const waiting = await until(
      () => api('GET', `/requests/${id}/intents/${intentId}`),
      (read) => read.body.status === 'CONSENT_AWAITING_AUTHORIZATION',
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.consentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const summary = await api('GET', `/requests/${id}`);
    expect(summary.body.intent).toEqual(waiting.body);
  });

  it('creates one for a company, by its CNPJ', async () => {
    const id = await sandbox.newRequest();
    const created = await pay(id, { connectorId: ITAU, taxNumber: CNPJ });
    expect(created.status).toBe(201);
  });

  it('answers 404 for an intent of another request, or one that does not exist', async () => {
    const [mine, theirs] = await Promise.all([sandbox.newRequest(), sandbox.newRequest()]);
    const intent = await pay(theirs);
    for (const path of [
      `/requests/${mine}/intents/${String(intent.body.id)}`,
      `/requests/${mine}/intents/${crypto.randomUUID()}`,
      `/requests/${mine}/intents/x`,
    ]) {
      const { status, body } = await api('GET', path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'PAYMENT_REQUEST_NOT_FOUND' });
    }
  });

  it.each<{ name: string; body?: unknown; raw?: string; field: string | undefined }>([
    { name: 'a CPF with a wrong check digit', body: { connectorId: ITAU, taxNumber: '529.982.247-26' }, field: 'taxNumber' },
    { name: 'a CPF of one repeated digit', body: { connectorId: ITAU, taxNumber: '111.111.111-11' }, field: 'taxNumber' },
    { name: 'a CNPJ with a wrong check digit', body: { connectorId: ITAU, taxNumber: '11.444.777/0001-62' }, field: 'taxNumber' },
    { name: 'letters in the tax number', body: { connectorId: ITAU, taxNumber: 'cpf 52998224725' }, field: 'taxNumber' },
    { name: 'no tax number', body: { connectorId: ITAU }, field: 'taxNumber' },
    { name: 'a bank that does not initiate payments', body: { connectorId: 1, taxNumber: CPF }, field: 'connectorId' },
    { name: 'a bank id as text', body: { connectorId: String(ITAU), taxNumber: CPF }, field: 'connectorId' },
    { name: 'a name too long', body: { connectorId: ITAU, taxNumber: CPF, name: 'x'.repeat(121) }, field: 'name' },
    { name: 'a body that is not JSON', raw: 'connectorId=602', field: undefined },
    { name: 'a body over 4 KB', raw: JSON.stringify({ connectorId: ITAU, taxNumber: CPF, name: 'x'.repeat(4100) }), field: undefined },
  ])('refuses $name with 400, naming the field', async ({ body, raw, field }) => {
    const id = await sandbox.newRequest();
    const answer = await api('POST', `/requests/${id}/intents`, raw === undefined ? { body } : { raw });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_PAYER', message: expect.any(String) });
    expect(answer.body.field).toBe(field);
  });

  it('answers 409 with the status once the request is paid', async () => {
    const id = await sandbox.newRequest();
    const intentId = String((await pay(id)).body.id);
    const waiting = await until(
      () => api('GET', `/requests/${id}/intents/${intentId}`),
      (read) => typeof read.body.consentUrl === 'string',
    );
    await authorizeAtConsentPage(String(waiting.body.consentUrl));
    const done = await until(
      () => api('GET', `/requests/${id}/intents/${intentId}`),
      (read) => read.body.status === 'PAYMENT_COMPLETED',
    );
    expect(done.body.endToEndId).toMatch(/^E/);
    const again = await pay(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYMENT_REQUEST_CLOSED', status: 'COMPLETED' });
  });

  it.each([
    { name: 'another site', origin: 'https://evil.example' },
    { name: 'the merchant site', origin: MERCHANT },
    { name: 'no origin at all', origin: null },
  ])('refuses a POST from $name with 403', async ({ origin }) => {
    const id = await sandbox.newRequest();
    const answer = await pay(id, undefined, { origin });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect((await api('GET', `/requests/${id}`)).body.intent).toBeNull();
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After past the reads per minute of one address', async () => {
    const limited = await start({ payerLimits: { readsPerMinute: 2, intentsPerMinute: 10 } });
    const id = await sandbox.newRequest();
    for (let i = 0; i < 2; i += 1) expect((await api('GET', `/requests/${id}`, { at: limited })).status).toBe(200);
    const refused = await api('GET', `/requests/${id}`, { at: limited });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('behind a trusted proxy, counts each payer by the address it forwarded, not by the proxy’s', async () => {
    const behindProxy = await start({ payerLimits: { readsPerMinute: 2, intentsPerMinute: 10 } }, 1);
    const id = await sandbox.newRequest();
    const read = (forwardedFor: string) => api('GET', `/requests/${id}`, { at: behindProxy, forwardedFor });
    for (let i = 0; i < 2; i += 1) expect((await read('203.0.113.7')).status).toBe(200);
    expect((await read('203.0.113.7')).status).toBe(429);
    // Another payer through the same proxy has its own allowance…
    expect((await read('198.51.100.4')).status).toBe(200);
    // …and the first cannot buy more by writing an address of its own before the proxy's.
    expect((await read('192.0.2.1, 203.0.113.7')).status).toBe(429);
  });

  it('with no trusted proxy, a forwarded address is the client’s own word and changes nothing', async () => {
    const direct = await start({ payerLimits: { readsPerMinute: 2, intentsPerMinute: 10 } });
    const id = await sandbox.newRequest();
    const answers = [];
    for (const forwardedFor of ['203.0.113.7', '198.51.100.4', '192.0.2.1']) {
      answers.push((await api('GET', `/requests/${id}`, { at: direct, forwardedFor })).status);
    }
    expect(answers).toEqual([200, 200, 429]);
  });

  it('counts the QR image as a read', async () => {
    const limited = await start({ payerLimits: { readsPerMinute: 2, intentsPerMinute: 10 } });
    const id = await sandbox.newRequest({ pixQrCode: pixQrCode('9.90', 'Banca') }, '/payments/requests/pix-qr');
    expect((await api('GET', `/requests/${id}`, { at: limited })).status).toBe(200);
    expect((await qrImage(id, limited)).status).toBe(200);
    const refused = await qrImage(id, limited);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 429 past the intents per minute for one request, and counts another request apart', async () => {
    const limited = await start({ payerLimits: { readsPerMinute: 100, intentsPerMinute: 2 } });
    const [first, second] = await Promise.all([sandbox.newRequest(), sandbox.newRequest()]);
    const bad = { connectorId: ITAU, taxNumber: '1' };
    for (let i = 0; i < 2; i += 1) expect((await pay(first, bad, { at: limited })).status).toBe(400);
    const refused = await pay(first, bad, { at: limited });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await pay(second, bad, { at: limited })).status).toBe(400);
  });
});

describe('without the aggregator', () => {
  it('answers 503 when the widget host has no credentials', async () => {
    const off = await start({ payments: null });
    const answer = await api('GET', `/requests/${crypto.randomUUID()}`, { at: off });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED' });
  });

  it('answers 502 when the aggregator is down, and says so in the log', async () => {
    const gone = await listen(async () => new Response('', { status: 200 }), 0, '127.0.0.1');
    const url = gone.url;
    await gone.close();
    const down = await start({ apiOrigin: url });
    const id = crypto.randomUUID();
    const before = logged.length;
    for (const answer of [await api('GET', `/requests/${id}`, { at: down }), await pay(id, undefined, { at: down })]) {
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ code: 'AGGREGATOR_UNAVAILABLE' });
    }
    expect(logged.slice(before).join('\n')).toMatch(/payer API: POST \/auth: no answer/);
  });

  it('answers 502 when the credentials are refused', async () => {
    const refused = await start({ payments: { clientId: sandbox.clientId, clientSecret: 'wrong' } });
    const answer = await api('GET', `/requests/${crypto.randomUUID()}`, { at: refused });
    expect(answer.status).toBe(502);
  });
});

describe("the payer's CPF, CNPJ and name", () => {
  it('are in no answer and no log line of this file', () => {
    expect(answered.length).toBeGreaterThan(20);
    for (const text of [...answered, ...logged]) {
      for (const secret of [CPF_DIGITS, CPF, CNPJ, CNPJ.replace(/\D/g, ''), 'Ana Souza']) expect(text).not.toContain(secret);
    }
  });
});
