// The payment journey without a browser: table-driven over the statuses an intent goes through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayerApiError } from './payer-errors.js';
import { createPayFlow, FIRST_POLL_MS, MAX_POLL_MS, type PayFlow, type PayState, type Popup } from './pay-flow.js';
import { type Answer, fakePayerApi, INTENT_ID, intent, networkDown, payRequest } from './testing/fake-payer-api.js';

type Api = ReturnType<typeof fakePayerApi>;

let flows: PayFlow[] = [];
afterEach(() => {
  for (const flow of flows) flow.dispose();
  flows = [];
});

function setup(api: Api, { blocked = false } = {}) {
  const delays: number[] = [];
  const popup: Popup & { close: ReturnType<typeof vi.fn> } = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  const openWindow = vi.fn((_url: string) => (blocked ? null : popup));
  // Time passes only when a test lets it: each pause ends when `until` finds the flow not there yet.
  const sleep = vi.fn(
    (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        delays.push(ms);
        pauses.push(resolve);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  );
  const flow = createPayFlow({ api, openWindow, sleep, qrImageUrl: (id) => `/pay/api/requests/${id}/qr.svg` });
  flows.push(flow);
  return { flow, delays, popup, openWindow };
}

let pauses: (() => void)[] = [];
afterEach(() => {
  pauses = [];
});

function nth<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`nothing at ${index}`);
  return found;
}

const step = (flow: PayFlow) => flow.state.peek().step;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets time pass, one pause at a time, until the flow is at `wanted` (it fails after 50 pauses). */
async function until(flow: PayFlow, wanted: PayState['step']): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await settle();
    if (step(flow) === wanted) return;
    pauses.shift()?.();
  }
  expect(step(flow)).toBe(wanted);
}

/** Lets `count` pauses pass. */
async function wait(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await settle();
    pauses.shift()?.();
  }
  await settle();
}

/** From the start to the consent window opened, with a valid CPF. */
async function toConsent(api: Api, options?: { blocked?: boolean }) {
  const set = setup(api, options);
  const { flow } = set;
  flow.start();
  await until(flow, 'bank');
  flow.chooseBank(nth(flow.results.peek(), 0));
  flow.setTaxNumber('52998224725');
  flow.submit();
  await until(flow, 'authorize');
  flow.openConsent();
  return set;
}

describe('a payment from the bank list to its end', () => {
  it.each<[string, Answer[], PayState['step'], string | undefined]>([
    [
      'completes',
      [intent('CONSENT_AWAITING_AUTHORIZATION'), intent('CONSENT_AUTHORIZED'), intent('PAYMENT_PENDING'), intent('PAYMENT_COMPLETED')],
      'receipt',
      undefined,
    ],
    ['consent refused', [intent('CONSENT_REJECTED', { errorDetail: { code: 'CONSENT_REJECTED' } })], 'problem', 'declined'],
    [
      'consent expired',
      [intent('CONSENT_AWAITING_AUTHORIZATION'), intent('CONSENT_REJECTED', { errorDetail: { code: 'CONSENT_EXPIRED' } })],
      'problem',
      'expired',
    ],
    ['consent invalid at the bank', [intent('CONSENT_REJECTED', { errorDetail: { code: 'CONSENTIMENTO_INVALIDO' } })], 'problem', 'consentInvalid'],
    [
      'bank refused: balance',
      [intent('CONSENT_AUTHORIZED'), intent('PAYMENT_REJECTED', { errorDetail: { code: 'SALDO_INSUFICIENTE' } })],
      'problem',
      'balance',
    ],
    [
      'bank refused: limit',
      [intent('CONSENT_AUTHORIZED'), intent('PAYMENT_REJECTED', { errorDetail: { code: 'VALOR_ACIMA_LIMITE' } })],
      'problem',
      'limit',
    ],
    ['bank refused: holder', [intent('PAYMENT_REJECTED', { errorDetail: { code: 'PAGAMENTO_RECUSADO_DETENTORA' } })], 'problem', 'refused'],
    ['bank refused: SPI', [intent('PAYMENT_REJECTED', { errorDetail: { code: 'PAGAMENTO_RECUSADO_SPI' } })], 'problem', 'refused'],
    ['bank failed', [intent('ERROR', { errorDetail: { code: 'FALHA_INFRAESTRUTURA_DETENTORA' } })], 'problem', 'bankFailure'],
    ['bank refused, unknown code', [intent('REJECTED', { errorDetail: { code: 'XYZ' } })], 'problem', 'failed'],
    ['one lost poll on the way', [networkDown(), intent('PAYMENT_COMPLETED')], 'receipt', undefined],
  ])('%s', async (_name, reads, end, problem) => {
    const api = fakePayerApi({ reads });
    const { flow, popup } = await toConsent(api);
    await until(flow, end);
    const s = flow.state.peek();
    expect(s.step === 'problem' ? s.problem : undefined).toBe(problem);
    // The consent window goes once the status leaves the consent.
    expect(popup.close).toHaveBeenCalled();
    expect(api.createIntent).toHaveBeenCalledWith({ connectorId: 201, taxNumber: '52998224725' });
  });

  it('keeps the window open while the consent waits, saying so', async () => {
    const api = fakePayerApi({ reads: [intent('CONSENT_AWAITING_AUTHORIZATION')] });
    const { flow, popup, openWindow } = await toConsent(api);
    await wait(5);
    expect(api.intent).toHaveBeenCalledTimes(5);
    expect(openWindow).toHaveBeenCalledWith('https://bank.example/consent?id=1');
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'open', bank: 'Banco Azul' });
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('notices the payer shut the bank’s window without answering, at the next poll, and opens it again on request', async () => {
    const api = fakePayerApi({ reads: [intent('CONSENT_AWAITING_AUTHORIZATION')] });
    const { flow, popup, openWindow } = await toConsent(api);
    await wait(1);
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'open' });
    popup.closed = true;
    await wait(1);
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'closed' });
    popup.closed = false;
    flow.openConsent();
    expect(openWindow).toHaveBeenCalledTimes(2);
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'open' });
  });

  it('says the window was blocked, staying on the step (the page offers the link)', async () => {
    const { flow } = await toConsent(fakePayerApi(), { blocked: true });
    expect(flow.state.peek()).toMatchObject({ step: 'authorize', popup: 'blocked' });
  });

  it('polls after a second, backing off to five, and afresh when the status moves', async () => {
    const waiting = intent('CONSENT_AWAITING_AUTHORIZATION');
    const reads = [...Array(6).fill(waiting), intent('CONSENT_AUTHORIZED'), intent('CONSENT_AUTHORIZED'), intent('PAYMENT_COMPLETED')];
    const api = fakePayerApi({ reads });
    const { flow, delays } = await toConsent(api);
    await until(flow, 'receipt');
    expect(delays).toEqual([FIRST_POLL_MS, 1500, 2250, 3375, MAX_POLL_MS, MAX_POLL_MS, MAX_POLL_MS, FIRST_POLL_MS, 1500]);
  });

  it('after a problem, tries again from the bank list with the CPF kept', async () => {
    const api = fakePayerApi({ reads: [intent('CONSENT_REJECTED')] });
    const { flow } = await toConsent(api);
    await until(flow, 'problem');
    flow.tryAgain();
    expect(step(flow)).toBe('bank');
    expect(flow.taxNumber.peek()).toBe('529.982.247-25');
  });
});

describe('network failures', () => {
  it('loading: a retry screen, then the request', async () => {
    const api = fakePayerApi();
    api.request.mockRejectedValueOnce(networkDown());
    const { flow } = setup(api);
    flow.start();
    await until(flow, 'retry');
    expect(flow.state.peek()).toMatchObject({ reason: 'network', request: null });
    flow.retry();
    await until(flow, 'bank');
  });

  it('polling: three lost answers in a row show the retry screen, which follows the same intent again', async () => {
    const api = fakePayerApi({ reads: [networkDown(), networkDown(), networkDown(), intent('PAYMENT_COMPLETED')] });
    const { flow } = await toConsent(api);
    await until(flow, 'retry');
    expect(flow.state.peek()).toMatchObject({ reason: 'network' });
    flow.retry();
    expect(step(flow)).toBe('authorize');
    await until(flow, 'receipt');
    expect(api.createIntent).toHaveBeenCalledOnce();
  });

  it('polling: a busy server’s Retry-After is waited out, however many times, with no retry screen', async () => {
    const busy = (seconds: number) => new PayerApiError('RATE_LIMITED', 429, undefined, seconds);
    const api = fakePayerApi({ reads: [busy(7), busy(7), busy(7), busy(600), intent('PAYMENT_COMPLETED')] });
    const { flow, delays } = await toConsent(api);
    await until(flow, 'receipt');
    // A minute at most, whatever the server asks: the payer is watching.
    expect(delays).toEqual([FIRST_POLL_MS, 7000, 7000, 7000, 60_000]);
    expect(flow.state.peek()).toMatchObject({ step: 'receipt' });
  });

  it('creating the intent: the retry screen sends it again, and the aggregator down reads as the server', async () => {
    const api = fakePayerApi();
    api.createIntent.mockRejectedValueOnce(new PayerApiError('AGGREGATOR_UNAVAILABLE', 502));
    const { flow } = setup(api);
    flow.start();
    await until(flow, 'bank');
    flow.chooseBank(nth(flow.results.peek(), 0));
    flow.setTaxNumber('529.982.247-25');
    flow.submit();
    await until(flow, 'retry');
    expect(flow.state.peek()).toMatchObject({ reason: 'server' });
    flow.retry();
    await until(flow, 'authorize');
    expect(api.createIntent).toHaveBeenCalledTimes(2);
  });
});

describe('the payer’s details', () => {
  async function atPayer(request = payRequest()) {
    const api = fakePayerApi({ request });
    const set = setup(api);
    set.flow.start();
    await until(set.flow, 'bank');
    set.flow.chooseBank(nth(request.connectors, 1));
    return { ...set, api };
  }

  it.each([
    ['', 'required'],
    ['529.982.247-24', 'invalid'],
    ['123', 'invalid'],
  ])('%j is refused as %s before anything is sent', async (typed, error) => {
    const { flow, api } = await atPayer();
    flow.setTaxNumber(typed);
    flow.submit();
    expect(flow.state.peek()).toMatchObject({ step: 'payer', errors: { taxNumber: error } });
    expect(api.createIntent).not.toHaveBeenCalled();
    flow.setTaxNumber('5');
    expect(flow.state.peek()).toMatchObject({ errors: {} });
  });

  it('asks for the name when the request needs it, and sends it trimmed with a CNPJ', async () => {
    const { flow, api } = await atPayer(payRequest({ needsPayerName: true }));
    flow.setTaxNumber('11222333000181');
    flow.submit();
    expect(flow.state.peek()).toMatchObject({ step: 'payer', errors: { name: 'required' } });
    flow.setName('  Maria Silva ');
    flow.submit();
    await until(flow, 'authorize');
    expect(api.createIntent).toHaveBeenCalledWith({ connectorId: 202, taxNumber: '11222333000181', name: 'Maria Silva' });
  });

  it.each([
    ['taxNumber', { taxNumber: 'invalid' }],
    ['name', { name: 'invalid' }],
  ])('the server refusing the %s shows it on that field', async (field, errors) => {
    const { flow, api } = await atPayer(payRequest({ needsPayerName: true }));
    api.createIntent.mockRejectedValueOnce(new PayerApiError('INVALID_PAYER', 400, field));
    flow.setTaxNumber('52998224725');
    flow.setName('Maria');
    flow.submit();
    await vi.waitFor(() => expect(flow.state.peek()).toMatchObject({ step: 'payer', sending: false, errors }));
  });

  it('a request closed meanwhile is read again and shown closed', async () => {
    const { flow, api } = await atPayer();
    api.createIntent.mockRejectedValueOnce(new PayerApiError('PAYMENT_REQUEST_CLOSED', 409));
    api.request.mockResolvedValueOnce(payRequest({ status: 'EXPIRED' }));
    flow.setTaxNumber('52998224725');
    flow.submit();
    await until(flow, 'closed');
    expect(flow.state.peek()).toMatchObject({ closed: 'expired' });
  });
});

describe('on load', () => {
  it.each<[string, Partial<ReturnType<typeof payRequest>>, PayState['step']]>([
    [
      'resumes an intent waiting for consent',
      { status: 'WAITING_PAYER_AUTHORIZATION', intent: intent('CONSENT_AWAITING_AUTHORIZATION') },
      'authorize',
    ],
    ['resumes an intent being paid', { status: 'IN_PROGRESS', intent: intent('PAYMENT_PENDING') }, 'processing'],
    ['shows the receipt of a completed one', { status: 'COMPLETED', intent: intent('PAYMENT_COMPLETED') }, 'receipt'],
    ['offers the banks after a failed one', { status: 'ERROR', intent: intent('CONSENT_REJECTED') }, 'bank'],
    ['says a paid request is paid', { status: 'COMPLETED' }, 'closed'],
    ['says an expired request expired', { status: 'EXPIRED' }, 'closed'],
    ['shows the code of a PIX QR request', { kind: 'PIX_QR', pixQrCode: '00020126580014br.gov.bcb.pix' }, 'qr'],
  ])('%s', async (_name, over, wanted) => {
    const api = fakePayerApi({ request: payRequest(over), reads: [intent('CONSENT_AWAITING_AUTHORIZATION')] });
    const { flow } = setup(api);
    flow.start();
    await until(flow, wanted);
  });

  it('a resumed intent is polled by its id', async () => {
    const api = fakePayerApi({ request: payRequest({ intent: intent('CONSENT_AUTHORIZED') }), reads: [intent('PAYMENT_COMPLETED')] });
    const { flow } = setup(api);
    flow.start();
    await until(flow, 'receipt');
    expect(api.intent).toHaveBeenCalledWith(INTENT_ID);
  });

  it.each([
    [new PayerApiError('PAYMENT_REQUEST_NOT_FOUND', 404), 'missing'],
    [new PayerApiError('PAYMENTS_NOT_CONFIGURED', 503), 'unconfigured'],
    [new PayerApiError('RATE_LIMITED', 429), 'retry'],
  ] as const)('%s → %s', async (error, wanted) => {
    const api = fakePayerApi();
    api.request.mockRejectedValueOnce(error);
    const { flow } = setup(api);
    flow.start();
    await until(flow, wanted);
  });
});

describe('the bank search', () => {
  it('finds banks by name without accents or case, and moves through them by keyboard, wrapping', async () => {
    const { flow } = setup(fakePayerApi());
    flow.start();
    await until(flow, 'bank');
    flow.setQuery('ITAU');
    expect(flow.results.peek().map((c) => c.name)).toEqual(['Itaú']);
    flow.setQuery('ba');
    expect(flow.results.peek().map((c) => c.name)).toEqual(['Banco Azul', 'Nubank']);
    flow.moveActive('next');
    expect(flow.active.peek()).toBe(0);
    flow.moveActive('previous');
    expect(flow.active.peek()).toBe(1);
    flow.moveActive('first');
    expect(flow.active.peek()).toBe(0);
  });
});
