// Offer mode without a browser: the payment flow driven by the offer routes (a stand-in of the widget host's), from the bank list to the preauthorization allowed or refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayFlow, type PayFlow, type PayState } from '../pay-flow.js';
import { createOfferApi } from './offer-api.js';

const OFFER = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln';
const LIMITS = { totalAllowedAmount: 300, transactionLimit: 100, periodicLimits: { day: { quantityLimit: 3, transactionLimit: 250 } } };
const PREAUTHORIZATION = '6f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const BANK = { id: 600, name: 'Sandbox Open Finance', imageUrl: null, primaryColor: '#0EA5E9' };

type Sent = { path: string; body: Record<string, unknown> };

/** The widget host's offer routes as the page sees them: `statuses` are the preauthorization's, one per read. */
function host(statuses: string[], refuse?: { status: number; code: string }) {
  const sent: Sent[] = [];
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const preauthorization = (status: string) => ({
    id: PREAUTHORIZATION,
    status,
    consentUrl: 'https://bank.example/consent',
    connector: { id: BANK.id, name: BANK.name },
    configuration: LIMITS,
  });
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ path, body });
    if (refuse) return answer(refuse.status, { code: refuse.code, message: 'no' });
    if (path === '/pay/api/offers') {
      return answer(200, {
        recipients: [{ name: 'Example Store Ltda', institution: 'Nubank' }],
        configuration: LIMITS,
        callbackUrls: null,
        connectors: [BANK],
      });
    }
    if (path === '/pay/api/preauthorizations') return answer(201, preauthorization('CREATED'));
    return answer(200, preauthorization(statuses.shift() ?? 'CREATED'));
  });
  return { sent, fetchFn: fetchFn as unknown as typeof fetch };
}

let flows: PayFlow[] = [];
let pauses: (() => void)[] = [];
afterEach(() => {
  for (const flow of flows) flow.dispose();
  flows = [];
  pauses = [];
});

function start(statuses: string[], refuse?: { status: number; code: string }) {
  const server = host(statuses, refuse);
  const popup = { closed: false, close: vi.fn() };
  const flow = createPayFlow({
    api: createOfferApi(OFFER, '/pay/api/', server.fetchFn),
    openWindow: vi.fn(() => popup),
    // Time passes only when `settle` lets it, one pause at a time.
    sleep: () => new Promise<void>((resolve) => pauses.push(resolve)),
    qrImageUrl: (id) => `/pay/api/requests/${id}/qr.svg`,
  });
  flows.push(flow);
  flow.start();
  return { flow, sent: server.sent };
}

const settle = async (flow: PayFlow, step: PayState['step']) => {
  for (let i = 0; i < 50 && flow.state.peek().step !== step; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (flow.state.peek().step !== step) pauses.shift()?.();
  }
  expect(flow.state.peek().step).toBe(step);
};

async function toAuthorize(flow: PayFlow) {
  await settle(flow, 'bank');
  flow.chooseBank(BANK);
  flow.setTaxNumber('52998224726');
  flow.submit();
  expect(flow.state.peek()).toMatchObject({ step: 'payer', errors: { taxNumber: 'invalid' } });
  flow.setTaxNumber('52998224725');
  flow.submit();
  await settle(flow, 'authorize');
  flow.openConsent();
}

describe('offer mode', () => {
  it('lists the banks the offer takes, creates the preauthorization with the CPF, and ends allowed once it is COMPLETED', async () => {
    const { flow, sent } = start(['CREATED', 'COMPLETED']);
    await settle(flow, 'bank');
    expect(flow.results.peek()).toEqual([BANK]);
    expect(flow.state.peek()).toMatchObject({ request: { kind: 'OFFER', recipient: { name: 'Example Store Ltda' } } });
    await toAuthorize(flow);
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'open', intent: { id: PREAUTHORIZATION, status: 'CREATED' } });
    await settle(flow, 'receipt');
    expect(flow.state.peek()).toMatchObject({ intent: { status: 'COMPLETED', connector: { name: BANK.name } } });
    // The offer travels in every body; the CPF only in the one that creates the preauthorization.
    expect(sent.map((s) => s.path)).toEqual([
      '/pay/api/offers',
      '/pay/api/preauthorizations',
      `/pay/api/preauthorizations/${PREAUTHORIZATION}`,
      `/pay/api/preauthorizations/${PREAUTHORIZATION}`,
    ]);
    expect(sent.every((s) => s.body.offer === OFFER)).toBe(true);
    expect(sent[1]?.body).toEqual({ offer: OFFER, connectorId: BANK.id, taxNumber: '52998224725' });
  });

  it.each([
    ['REJECTED', 'declined'],
    ['ERROR', 'failed'],
    ['REVOKED', 'failed'],
  ])('a preauthorization %s is a problem (%s); Try again goes back to the banks with the CPF kept', async (status, problem) => {
    const { flow } = start([status]);
    await toAuthorize(flow);
    await settle(flow, 'problem');
    expect(flow.state.peek()).toMatchObject({ problem });
    flow.tryAgain();
    expect(flow.state.peek().step).toBe('bank');
    expect(flow.taxNumber.peek()).toBe('529.982.247-25');
  });

  it.each([
    [{ status: 400, code: 'INVALID_OFFER' }, 'missing'],
    [{ status: 400, code: 'OFFER_EXPIRED' }, 'missing'],
    [{ status: 503, code: 'PREAUTHORIZATIONS_NOT_CONFIGURED' }, 'unconfigured'],
    [{ status: 502, code: 'AGGREGATOR_UNAVAILABLE' }, 'retry'],
  ] as const)('an offer refused with %o shows %s', async (refuse, step) => {
    const { flow } = start([], refuse);
    await settle(flow, step);
  });
});
