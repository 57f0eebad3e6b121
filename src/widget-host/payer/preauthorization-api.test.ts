// The payer API's preauthorization routes over real HTTP, against a sandbox: an offer read, a preauthorization created and followed to its end, and every offer a payer or a forger could alter refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../node-server.js';
import { authorizeAtConsentPage, type PaymentsSandbox, paymentsSandbox, until } from '../testing/payments-sandbox.js';
import { signOffer, tamper, unsigned } from '../testing/sign-offer.js';
import { type StandInBuild, standInBuild } from '../testing/stand-in-build.js';
import { createWidgetHost, type WidgetHostOptions } from '../widget-host.js';

const SECRET = 'a-test-secret-of-at-least-32-bytes-long';
const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
/** Sandbox Open Finance: a test bank that takes smart transfers. */
const SANDBOX_BANK = 600;
/** Itaú Open Finance: a real bank that takes them. */
const ITAU = 602;
const LIMITS = { totalAllowedAmount: 300, transactionLimit: 100, periodicLimits: { day: { quantityLimit: 3, transactionLimit: 250 } } };

let sandbox: PaymentsSandbox;
let build: StandInBuild;
let host: Listening;
let recipientId: string;
const logged: string[] = [];
const answered: string[] = [];
const servers: Listening[] = [];

async function start(options: Partial<WidgetHostOptions> = {}): Promise<Listening> {
  const server = await listen(
    createWidgetHost({
      distRoot: build.distRoot,
      apiOrigin: sandbox.url,
      frameAncestors: ['http://127.0.0.1:8789'],
      payments: { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret },
      offerSecret: SECRET,
      log: (line) => logged.push(line),
      ...options,
    }),
    0,
    '127.0.0.1',
  );
  servers.push(server);
  return server;
}

const now = () => Math.floor(Date.now() / 1000);

/** The claims of a good offer, with `changes` over them. */
const claims = (changes: Record<string, unknown> = {}) => ({
  recipientIds: [recipientId],
  configuration: LIMITS,
  clientPreauthorizationId: 'subscription-42',
  callbackUrls: { success: 'https://shop.example/done', error: 'https://shop.example/oops' },
  includeSandbox: true,
  iat: now(),
  exp: now() + 600,
  ...changes,
});

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function post(path: string, body: unknown, init: { origin?: string | null; at?: Listening; raw?: string } = {}): Promise<Answer> {
  const server = init.at ?? host;
  const origin = init.origin === undefined ? server.url : init.origin;
  const response = await fetch(`${server.url}/pay/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin === null ? {} : { Origin: origin }) },
    body: init.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  answered.push(text);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, headers: response.headers };
}

beforeAll(async () => {
  [sandbox, build] = await Promise.all([paymentsSandbox(), standInBuild()]);
  const recipients = await sandbox.call('GET', '/payments/recipients');
  recipientId = String((recipients.body.results as { id: string }[])[0]?.id);
  host = await start();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([sandbox?.close(), build?.remove()]);
});

describe('POST /pay/api/offers', () => {
  it('reads the offer for the payer: who is paid, the limits, where to go back, and the banks that take smart transfers by name', async () => {
    const { status, body, headers } = await post('/offers', { offer: signOffer(claims(), SECRET) });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      recipients: [{ name: 'Loja Exemplo Ltda', institution: 'Itaú' }],
      configuration: LIMITS,
      clientPreauthorizationId: 'subscription-42',
      callbackUrls: { success: 'https://shop.example/done', error: 'https://shop.example/oops' },
    });
    const connectors = body.connectors as { id: number; name: string }[];
    expect(connectors.map((c) => c.id)).toEqual(expect.arrayContaining([SANDBOX_BANK, ITAU]));
    expect(connectors.map((c) => c.id)).not.toContain(603);
    const names = connectors.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });

  it("leaves the aggregator's test banks out unless the offer includes them", async () => {
    const { body } = await post('/offers', { offer: signOffer(claims({ includeSandbox: undefined }), SECRET) });
    const ids = (body.connectors as { id: number }[]).map((c) => c.id);
    expect(ids).toContain(ITAU);
    expect(ids).not.toContain(SANDBOX_BANK);
  });

  const header = (alg: string) => ({ alg, typ: 'JWT' });
  it.each<{ name: string; offer: () => unknown; code: string; message: RegExp }>([
    { name: 'no offer', offer: () => undefined, code: 'INVALID_OFFER', message: /offer is required/ },
    { name: 'not a JWS', offer: () => 'not.a-jws', code: 'INVALID_OFFER', message: /not a compact JWS/ },
    {
      name: 'signed with another secret',
      offer: () => signOffer(claims(), `${SECRET}-other`),
      code: 'INVALID_OFFER',
      message: /signature does not match/,
    },
    { name: 'alg none, unsigned', offer: () => unsigned(claims()), code: 'INVALID_OFFER', message: /HS256, not none/ },
    { name: 'alg none, signed anyway', offer: () => signOffer(claims(), SECRET, header('none')), code: 'INVALID_OFFER', message: /HS256, not none/ },
    { name: 'alg RS256', offer: () => signOffer(claims(), SECRET, header('RS256')), code: 'INVALID_OFFER', message: /HS256, not RS256/ },
    { name: 'alg HS512', offer: () => signOffer(claims(), SECRET, header('HS512')), code: 'INVALID_OFFER', message: /HS256, not HS512/ },
    {
      name: 'a crit header',
      offer: () => signOffer(claims(), SECRET, { alg: 'HS256', crit: ['b64'], b64: false }),
      code: 'INVALID_OFFER',
      message: /crit/,
    },
    {
      name: 'a tampered payload (a higher limit)',
      offer: () => tamper(signOffer(claims(), SECRET), claims({ configuration: { ...LIMITS, transactionLimit: 5000, totalAllowedAmount: 9000 } })),
      code: 'INVALID_OFFER',
      message: /signature does not match/,
    },
    { name: 'expired', offer: () => signOffer(claims({ exp: now() - 5 }), SECRET), code: 'OFFER_EXPIRED', message: /expired/ },
    { name: 'no exp', offer: () => signOffer(claims({ exp: undefined }), SECRET), code: 'INVALID_OFFER', message: /exp is required/ },
    { name: 'exp as text', offer: () => signOffer(claims({ exp: String(now() + 60) }), SECRET), code: 'INVALID_OFFER', message: /exp is required/ },
    { name: 'exp past 24 hours', offer: () => signOffer(claims({ exp: now() + 25 * 3600 }), SECRET), code: 'INVALID_OFFER', message: /24 hours/ },
    { name: 'iat in the future', offer: () => signOffer(claims({ iat: now() + 3600 }), SECRET), code: 'INVALID_OFFER', message: /iat/ },
    { name: 'no recipients', offer: () => signOffer(claims({ recipientIds: [] }), SECRET), code: 'INVALID_OFFER', message: /recipientIds/ },
    {
      name: 'a recipient that is no uuid',
      offer: () => signOffer(claims({ recipientIds: ['store'] }), SECRET),
      code: 'INVALID_OFFER',
      message: /recipientIds/,
    },
    {
      name: 'a recipient twice',
      offer: () => signOffer(claims({ recipientIds: [recipientId, recipientId] }), SECRET),
      code: 'INVALID_OFFER',
      message: /recipientIds/,
    },
    {
      name: 'a recipient the merchant does not have',
      offer: () => signOffer(claims({ recipientIds: ['00000000-0000-4000-8000-000000000000'] }), SECRET),
      code: 'INVALID_OFFER',
      message: /does not have/,
    },
    {
      name: 'a limit in fractions of a cent',
      offer: () => signOffer(claims({ configuration: { transactionLimit: 10.005 } }), SECRET),
      code: 'INVALID_OFFER',
      message: /transactionLimit/,
    },
    {
      name: 'a per-payment limit over the total',
      offer: () => signOffer(claims({ configuration: { transactionLimit: 500, totalAllowedAmount: 300 } }), SECRET),
      code: 'INVALID_OFFER',
      message: /must not exceed/,
    },
    {
      name: 'a period the page cannot name',
      offer: () => signOffer(claims({ configuration: { periodicLimits: { fortnight: { quantityLimit: 2 } } } }), SECRET),
      code: 'INVALID_OFFER',
      message: /fortnight/,
    },
    {
      name: 'a callback that is not http(s)',
      offer: () => signOffer(claims({ callbackUrls: { success: 'javascript:alert(1)' } }), SECRET),
      code: 'INVALID_OFFER',
      message: /callbackUrls.success/,
    },
    { name: 'an unknown claim', offer: () => signOffer(claims({ amount: 10 }), SECRET), code: 'INVALID_OFFER', message: /amount/ },
  ])('refuses $name', async ({ offer, code, message }) => {
    const { status, body } = await post('/offers', { offer: offer() });
    expect({ status, code: body.code }).toEqual({ status: 400, code });
    expect(body.message).toMatch(message);
  });

  it('refuses a POST from another origin, or with none, and any other method', async () => {
    const offer = signOffer(claims(), SECRET);
    expect((await post('/offers', { offer }, { origin: 'https://evil.example' })).body.code).toBe('FORBIDDEN_ORIGIN');
    expect((await post('/offers', { offer }, { origin: null })).body.code).toBe('FORBIDDEN_ORIGIN');
    const get = await fetch(`${host.url}/pay/api/offers`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses a body that is not JSON or too large', async () => {
    expect((await post('/offers', null, { raw: '{offer' })).body.code).toBe('INVALID_OFFER');
    const big = await post('/offers', { offer: 'x'.repeat(9000) });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/at most 8192 bytes/);
  });

  it('answers PREAUTHORIZATIONS_NOT_CONFIGURED without an offer secret', async () => {
    const off = await start({ offerSecret: null });
    const { status, body } = await post('/offers', { offer: signOffer(claims(), SECRET) }, { at: off });
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'PREAUTHORIZATIONS_NOT_CONFIGURED', message: expect.stringMatching(/WIDGET_OFFER_SECRET/) });
  });

  it('limits reads per client address, with Retry-After', async () => {
    const limited = await start({ payerLimits: { readsPerMinute: 1, intentsPerMinute: 10 } });
    const offer = signOffer(claims(), SECRET);
    expect((await post('/offers', { offer }, { at: limited })).status).toBe(200);
    const again = await post('/offers', { offer }, { at: limited });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /pay/api/preauthorizations', () => {
  it('creates the preauthorization at the bank chosen, under the offer’s terms, then follows it to COMPLETED once the payer authorizes', async () => {
    const offer = signOffer(claims(), SECRET);
    const created = await post('/preauthorizations', { offer, connectorId: SANDBOX_BANK, taxNumber: CPF });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'CREATED',
      consentUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      clientPreauthorizationId: 'subscription-42',
      connector: { id: SANDBOX_BANK, name: 'Sandbox Open Finance' },
      configuration: LIMITS,
    });
    const id = String(created.body.id);
    // At the aggregator: the offer's recipient, limits and reference, the payer's CPF as given.
    const stored = await sandbox.call('GET', `/smart-transfers/preauthorizations/${id}`);
    expect(stored.body).toMatchObject({
      recipients: [{ id: recipientId }],
      clientPreauthorizationId: 'subscription-42',
      callbackUrls: { success: 'https://shop.example/done', error: 'https://shop.example/oops' },
      configuration: LIMITS,
    });

    await authorizeAtConsentPage(String(created.body.consentUrl));
    const done = await until(
      () => post(`/preauthorizations/${id}`, { offer }),
      (answer) => answer.body.status !== 'CREATED',
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, status: 'COMPLETED', connector: { id: SANDBOX_BANK }, configuration: LIMITS });
  });

  it.each<{ name: string; body: Record<string, unknown>; field: string }>([
    { name: 'a bank the offer does not list', body: { connectorId: 603, taxNumber: CPF }, field: 'connectorId' },
    { name: 'no bank', body: { taxNumber: CPF }, field: 'connectorId' },
    { name: 'a CPF with wrong check digits', body: { connectorId: SANDBOX_BANK, taxNumber: '529.982.247-26' }, field: 'taxNumber' },
    { name: 'no CPF', body: { connectorId: SANDBOX_BANK }, field: 'taxNumber' },
  ])('refuses $name, naming the field', async ({ body, field }) => {
    const answer = await post('/preauthorizations', { offer: signOffer(claims(), SECRET), ...body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_PAYER', field });
  });

  it('refuses an expired offer before anything is created', async () => {
    const before = await sandbox.call('GET', '/smart-transfers/preauthorizations?pageSize=500');
    const answer = await post('/preauthorizations', {
      offer: signOffer(claims({ exp: now() - 1 }), SECRET),
      connectorId: SANDBOX_BANK,
      taxNumber: CPF,
    });
    expect(answer.body.code).toBe('OFFER_EXPIRED');
    const after = await sandbox.call('GET', '/smart-transfers/preauthorizations?pageSize=500');
    expect(after.body.total).toBe(before.body.total);
  });

  it('limits creations per client address', async () => {
    const limited = await start({ payerLimits: { readsPerMinute: 100, intentsPerMinute: 1 } });
    const body = { offer: signOffer(claims(), SECRET), connectorId: SANDBOX_BANK, taxNumber: CPF };
    expect((await post('/preauthorizations', body, { at: limited })).status).toBe(201);
    expect((await post('/preauthorizations', body, { at: limited })).status).toBe(429);
  });
});

describe('POST /pay/api/preauthorizations/{id}', () => {
  it("answers not found for a preauthorization made under another offer's terms, or none", async () => {
    const offer = signOffer(claims(), SECRET);
    const created = await post('/preauthorizations', { offer, connectorId: SANDBOX_BANK, taxNumber: CPF });
    const id = String(created.body.id);
    const other = signOffer(claims({ clientPreauthorizationId: 'subscription-43' }), SECRET);
    const unreferenced = signOffer(claims({ clientPreauthorizationId: undefined }), SECRET);
    for (const [path, body] of [
      [`/preauthorizations/${id}`, { offer: other }],
      [`/preauthorizations/${id}`, { offer: unreferenced }],
      ['/preauthorizations/00000000-0000-4000-8000-000000000000', { offer }],
      ['/preauthorizations/not-an-id', { offer }],
    ] as const) {
      const answer = await post(path, body);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 404, code: 'PREAUTHORIZATION_NOT_FOUND' });
    }
    expect((await post(`/preauthorizations/${id}`, { offer })).status).toBe(200);
  });
});

describe("the payer's CPF", () => {
  it('is in no answer and no log line, and neither is the offer', () => {
    expect(answered.length).toBeGreaterThan(10);
    for (const text of [...answered, ...logged]) {
      expect(text).not.toContain(CPF_DIGITS);
      expect(text).not.toContain(CPF);
      expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
    }
  });
});
