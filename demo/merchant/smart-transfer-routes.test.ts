// The store's smart transfers over real HTTP beside a real sandbox and the demo's widget host: the signed offer, the preauthorization the payer makes with it, charges and what is left.
import { describe, expect, it } from 'vitest';
import { readOffer } from '../../src/widget-host/payer/preauthorization-offer.js';
import { answerConsent } from '../sandbox/resources/payments/testing/payer.js';
import { poll } from '../sandbox/testing/poll.js';
import { sandboxApi } from './sandbox-api.js';
import { LIMITS, OFFER_LIFE_S, SMART_TRANSFERS_PAGE, type ShownPreauthorization } from './smart-transfer-routes.js';
import { STORE_NAME } from './store-recipient.js';
import { standInDemo } from './testing/stand-in-demo.js';

const PAYER_CPF = '529.982.247-25';
/** Sandbox Open Finance: a test bank that takes smart transfers. */
const BANK = 600;

const running = standInDemo('smart-transfers');

/** The store's own access to the API, as its server has it. */
const api = () => {
  const { clientId, clientSecret } = running.current.sandbox.deps.config;
  return sandboxApi({ url: running.current.sandbox.url, clientId, clientSecret });
};

/** Sent from this site's page unless another origin is named; null sends none. */
const post = (path: string, body: unknown, origin: string | null = running.current.merchantUrl) =>
  fetch(`${running.current.merchantUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin === null ? {} : { Origin: origin }) },
    body: JSON.stringify(body),
  });
const readResponse = (id: string) => fetch(`${running.current.merchantUrl}/api/smart-transfers/preauthorizations/${id}`);
const read = async (id: string) => (await (await readResponse(id)).json()) as ShownPreauthorization;

/** The offer the store's server signs for the payer page, from the address it answers. */
async function offer(): Promise<{ url: URL; token: string }> {
  const response = await post('/api/smart-transfers/offer', {});
  expect(response.status).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  return { url, token: new URLSearchParams(url.hash.slice(1)).get('offer') ?? '' };
}

/** The widget host's payer API, called as its payer page calls it. */
const payerApi = (path: string, body: unknown) =>
  fetch(`${running.current.widgetUrl}/pay/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: running.current.widgetUrl },
    body: JSON.stringify(body),
  });

/** The store's account at the API, which its first offer makes. */
async function storeRecipientId(): Promise<string | undefined> {
  await offer();
  return (await api().paymentRecipients()).find((recipient) => recipient.name === STORE_NAME)?.id;
}

/** What the payer does on the payer page with the store's offer: the bank and their CPF; the bank's consent page is next. */
async function preauthorize(): Promise<{ preauthorizationId: string; consentUrl: string }> {
  const response = await payerApi('/preauthorizations', { offer: (await offer()).token, connectorId: BANK, taxNumber: PAYER_CPF });
  expect(response.status).toBe(201);
  const { id, consentUrl } = (await response.json()) as { id: string; consentUrl: string };
  return { preauthorizationId: id, consentUrl };
}

/** A preauthorization its payer allowed. */
async function allowed(): Promise<string> {
  const { preauthorizationId, consentUrl } = await preauthorize();
  const answer = await answerConsent(consentUrl, 'authorized');
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(`${running.current.merchantUrl}${SMART_TRANSFERS_PAGE}?preauthorizationId=${preauthorizationId}`);
  return preauthorizationId;
}

const charge = async (preauthorizationId: string, amount: number) => {
  const response = await post('/api/smart-transfers/payments', { preauthorizationId, amount });
  return { status: response.status, body: (await response.json()) as { status?: string; problem?: string | null; message?: string } };
};

describe('GET /api/smart-transfers/limits', () => {
  it('says what the payer will be asked to allow', async () => {
    expect(await (await fetch(`${running.current.merchantUrl}/api/smart-transfers/limits`)).json()).toEqual({ limits: LIMITS });
  });
});

describe('POST /api/smart-transfers/offer', () => {
  it("sends the payer to the widget host's payer page with an offer the demo's secret signed: the store's account, its limits, back to this page", async () => {
    const { url, token } = await offer();
    expect(`${url.origin}${url.pathname}`).toBe(`${running.current.widgetUrl}/pay/`);
    expect(url.search).toBe('');
    const nowS = Math.floor(Date.now() / 1000);
    const claims = readOffer(token, running.current.offerSecret, nowS);
    const back = `${running.current.merchantUrl}${SMART_TRANSFERS_PAGE}`;
    expect(claims).toEqual({
      recipientIds: [await storeRecipientId()],
      configuration: LIMITS,
      clientPreauthorizationId: expect.stringMatching(/^payer-[0-9a-f-]{36}$/),
      callbackUrls: { success: back, error: back },
      includeSandbox: true,
      exp: expect.any(Number),
    });
    if ('code' in claims) return;
    expect(claims.exp - nowS).toBeGreaterThan(OFFER_LIFE_S - 60);
    expect(claims.exp - nowS).toBeLessThanOrEqual(OFFER_LIFE_S);
    expect(readOffer(token, `${running.current.offerSecret}-other`, nowS)).toMatchObject({ code: 'INVALID_OFFER' });
  });

  it("gives each payer an offer of their own, which the widget host takes, listing the sandbox's banks that take smart transfers", async () => {
    const [first, second] = [await offer(), await offer()];
    const reference = (token: string) => {
      const claims = readOffer(token, running.current.offerSecret, Math.floor(Date.now() / 1000));
      return 'code' in claims ? claims.code : claims.clientPreauthorizationId;
    };
    expect(reference(first.token)).not.toBe(reference(second.token));
    const read = await payerApi('/offers', { offer: first.token });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { recipients: { name: string }[]; connectors: { id: number; name: string }[] };
    expect(body.recipients).toEqual([expect.objectContaining({ name: STORE_NAME })]);
    expect(body.connectors).toContainEqual(expect.objectContaining({ id: BANK, name: 'Sandbox Open Finance' }));
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin header', null],
  ])('refuses an offer asked for from %s', async (_, origin) => {
    const response = await post('/api/smart-transfers/offer', {}, origin);
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('#offer=');
  });
});

describe('GET /api/smart-transfers/preauthorizations/{id}', () => {
  it("waits for the payer, and never answers the payer's CPF", async () => {
    const { preauthorizationId } = await preauthorize();
    const shown = await read(preauthorizationId);
    expect(shown).toMatchObject({ id: preauthorizationId, status: 'CREATED', bank: 'Sandbox Open Finance', payments: [] });
    expect(JSON.stringify(shown)).not.toMatch(/529\.?982/);
  });

  it('says the payer refused when they press Deny', async () => {
    const { preauthorizationId, consentUrl } = await preauthorize();
    await answerConsent(consentUrl, 'denied');
    expect(await read(preauthorizationId)).toMatchObject({ status: 'REJECTED', problem: 'The payer refused at their bank.' });
  });

  it.each([
    ['the store', 200],
    ['another recipient of the same account', 404],
  ])('reads a preauthorization paying %s: %i', async (to, status) => {
    const store = await storeRecipientId();
    const recipientId =
      to === 'the store'
        ? store
        : (
            await api().createPaymentRecipient({
              name: 'Another Shop Ltda',
              taxNumber: '11444777000161',
              paymentInstitutionId: (await api().paymentInstitutions('Nubank'))[0]?.id ?? '',
              account: { branch: '0001', number: '7654321-0', type: 'CHECKING_ACCOUNT' },
            })
          ).id;
    expect(recipientId).toEqual(expect.any(String));
    const made = await api().createPreauthorization({
      connectorId: BANK,
      parameters: { cpf: PAYER_CPF },
      recipientIds: [recipientId ?? ''],
      configuration: LIMITS,
    });
    const response = await readResponse(made.id ?? '');
    expect(response.status).toBe(status);
    if (status === 404) expect(await response.json()).toEqual({ message: `No preauthorization ${made.id}` });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    expect((await readResponse(id)).status).toBe(404);
  });
});

describe('POST /api/smart-transfers/payments', () => {
  it('charges within the limits, then shows what is used and left once paid', async () => {
    const id = await allowed();
    expect(await charge(id, 40)).toEqual({ status: 200, body: { id: expect.any(String), status: 'CONSENT_AUTHORIZED', problem: null } });
    const settled = await poll(
      () => read(id),
      (shown) => shown.payments.every((p) => p.settled),
    );
    expect(settled.payments).toEqual([expect.objectContaining({ amount: 40, status: 'PAYMENT_COMPLETED', problem: null })]);
    expect(settled.used).toEqual({ total: 40, today: 40, paymentsToday: 1 });
    expect(settled.remaining).toEqual({ total: 260, today: 210, paymentsToday: 2 });
  });

  it.each([
    ['over the per-payment limit', [], 100.01, 'It is over the per-payment limit the payer allowed.'],
    ['past what is allowed for a day', [100, 100], 60, 'It would go past what the payer allowed for today.'],
  ])('makes a charge %s an ERROR, said in plain words, which uses none of the limits', async (_, before, amount, problem) => {
    const id = await allowed();
    for (const earlier of before) expect((await charge(id, earlier)).body.problem).toBeNull();
    expect(await charge(id, amount)).toEqual({ status: 200, body: { id: expect.any(String), status: 'ERROR', problem } });
    const shown = await poll(
      () => read(id),
      (s) => s.payments.every((p) => p.settled),
    );
    expect(shown.used.total).toBe(before.reduce((sum, n) => sum + n, 0));
  });

  it("passes the API's refusal on while the payer has not answered", async () => {
    const { preauthorizationId } = await preauthorize();
    const refused = await charge(preauthorizationId, 10);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^The API refused it: .*CREATED/);
  });

  it.each([
    ['nothing', 0],
    ['a fraction of a cent', 1.005],
    ['a negative amount', -5],
  ])('refuses %s as the amount', async (_, amount) => {
    const response = await post('/api/smart-transfers/payments', { preauthorizationId: '00000000-0000-4000-8000-000000000000', amount });
    expect(response.status).toBe(400);
  });

  it('refuses a charge from another site', async () => {
    const response = await post(
      '/api/smart-transfers/payments',
      { preauthorizationId: '00000000-0000-4000-8000-000000000000', amount: 1 },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
  });
});
