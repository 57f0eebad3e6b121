// The store's smart transfers over real HTTP beside a real sandbox: a preauthorization with the store's limits, the payer's answer, charges and what is left.
import { describe, expect, it } from 'vitest';
import { answerConsent } from '../sandbox/resources/payments/testing/payer.js';
import { poll } from '../sandbox/testing/poll.js';
import { LIMITS, SMART_TRANSFERS_PAGE, type ShownPreauthorization } from './smart-transfer-routes.js';
import { standInDemo } from './testing/stand-in-demo.js';

const PAYER_CPF = '529.982.247-25';
/** Sandbox Open Finance: takes smart transfers. */
const BANK = 600;

const running = standInDemo('smart-transfers');

/** Sent from this site's page unless another origin is named; null sends none. */
const post = (path: string, body: unknown, origin: string | null = running.current.merchantUrl) =>
  fetch(`${running.current.merchantUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin === null ? {} : { Origin: origin }) },
    body: JSON.stringify(body),
  });
const read = async (id: string) =>
  (await (await fetch(`${running.current.merchantUrl}/api/smart-transfers/preauthorizations/${id}`)).json()) as ShownPreauthorization;

async function preauthorize(cpf = PAYER_CPF): Promise<{ preauthorizationId: string; consentUrl: string }> {
  const response = await post('/api/smart-transfers/preauthorizations', { connectorId: BANK, cpf });
  expect(response.status).toBe(200);
  return (await response.json()) as { preauthorizationId: string; consentUrl: string };
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

describe('GET /api/smart-transfers/banks', () => {
  it('lists only the banks that take smart transfers, with the limits the payer is asked for', async () => {
    const body = (await (await fetch(`${running.current.merchantUrl}/api/smart-transfers/banks`)).json()) as {
      banks: { id: number; name: string }[];
      limits: unknown;
    };
    expect(body.banks).toContainEqual({ id: BANK, name: 'Sandbox Open Finance' });
    expect(body.banks.map((bank) => bank.id)).not.toContain(0);
    expect(body.limits).toEqual(LIMITS);
  });
});

describe('POST /api/smart-transfers/preauthorizations', () => {
  it("waits for the payer, and never answers the payer's CPF", async () => {
    const { preauthorizationId, consentUrl } = await preauthorize();
    expect(new URL(consentUrl).origin).toBe(running.current.sandboxUrl);
    const shown = await read(preauthorizationId);
    expect(shown).toMatchObject({ id: preauthorizationId, status: 'CREATED', bank: 'Sandbox Open Finance', payments: [] });
    expect(JSON.stringify(shown)).not.toMatch(/529\.?982/);
  });

  it.each([
    ['a bank without smart transfers', { connectorId: 0, cpf: PAYER_CPF }, 422],
    ['a CPF with wrong check digits', { connectorId: BANK, cpf: '529.982.247-26' }, 422],
    ['no CPF', { connectorId: BANK }, 400],
    ['a field of its own', { connectorId: BANK, cpf: PAYER_CPF, configuration: { transactionLimit: 1e6 } }, 400],
  ])('refuses %s', async (_, body, status) => {
    const response = await post('/api/smart-transfers/preauthorizations', body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin header', null],
  ])('refuses a preauthorization started from %s', async (_, origin) => {
    const response = await post('/api/smart-transfers/preauthorizations', { connectorId: BANK, cpf: PAYER_CPF }, origin);
    expect(response.status).toBe(403);
  });

  it('says the payer refused when they press Deny', async () => {
    const { preauthorizationId, consentUrl } = await preauthorize();
    await answerConsent(consentUrl, 'denied');
    expect(await read(preauthorizationId)).toMatchObject({ status: 'REJECTED', problem: 'The payer refused at their bank.' });
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

describe('GET /api/smart-transfers/preauthorizations/{id}', () => {
  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    expect((await fetch(`${running.current.merchantUrl}/api/smart-transfers/preauthorizations/${id}`)).status).toBe(404);
  });
});
