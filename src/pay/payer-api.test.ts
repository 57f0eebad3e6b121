// The payer API client: answers parsed, failures as typed errors, the page's early first read taken once.
import { describe, expect, it, vi } from 'vitest';
import { createPayerApi } from './payer-api.js';
import { PayerApiError } from './payer-errors.js';
import { INTENT_ID, intent, payRequest, REQUEST_ID } from './testing/fake-payer-api.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createPayerApi', () => {
  it('reads the request and its intent under the page’s API folder', async () => {
    const fetchFn = vi.fn<typeof fetch>(async (input) => (String(input).endsWith(INTENT_ID) ? json(intent('PAYMENT_PENDING')) : json(payRequest())));
    const api = createPayerApi(REQUEST_ID, '/pay/api/', fetchFn);
    await expect(api.request()).resolves.toEqual(payRequest());
    await expect(api.intent(INTENT_ID)).resolves.toMatchObject({ status: 'PAYMENT_PENDING' });
    expect(fetchFn.mock.calls.map(([input]) => input)).toEqual([
      `/pay/api/requests/${REQUEST_ID}`,
      `/pay/api/requests/${REQUEST_ID}/intents/${INTENT_ID}`,
    ]);
  });

  it('creates an intent with a JSON POST', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(intent('CONSENT_AWAITING_AUTHORIZATION'), 201));
    await createPayerApi(REQUEST_ID, '/pay/api/', fetchFn).createIntent({ connectorId: 201, taxNumber: '52998224725' });
    const [input, init] = fetchFn.mock.calls[0] ?? [];
    expect(input).toBe(`/pay/api/requests/${REQUEST_ID}/intents`);
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"connectorId":201,"taxNumber":"52998224725"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('takes the read the page sent early for the first request only', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(payRequest({ status: 'EXPIRED' })));
    const api = createPayerApi(REQUEST_ID, '/pay/api/', fetchFn, Promise.resolve(json(payRequest())));
    await expect(api.request()).resolves.toMatchObject({ status: 'CREATED' });
    expect(fetchFn).not.toHaveBeenCalled();
    await expect(api.request()).resolves.toMatchObject({ status: 'EXPIRED' });
  });

  it.each([
    [
      'a refused field',
      json({ code: 'INVALID_PAYER', message: 'no', field: 'taxNumber' }, 400),
      new PayerApiError('INVALID_PAYER', 400, 'taxNumber'),
    ],
    [
      'a closed request',
      json({ code: 'PAYMENT_REQUEST_CLOSED', message: 'closed', status: 'EXPIRED' }, 409),
      new PayerApiError('PAYMENT_REQUEST_CLOSED', 409),
    ],
    ['an unreadable error', new Response('<html>', { status: 502 }), new PayerApiError('AGGREGATOR_UNAVAILABLE', 502)],
    ['an answer of the wrong shape', json({ id: 1 }), new PayerApiError('UNREADABLE', 200)],
  ])('%s is a typed error', async (_name, response, error) => {
    const api = createPayerApi(REQUEST_ID, '/pay/api/', async () => response);
    await expect(api.request()).rejects.toEqual(error);
  });

  it.each([
    ['seconds', '7', 7],
    ['a date', 'Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    ['nothing', null, undefined],
    ['an empty value', '', undefined],
  ])('a 429 with a Retry-After of %s tells the flow how long to wait', async (_name, header, retryAfter) => {
    const headers: Record<string, string> = header === null ? {} : { 'retry-after': header };
    const busy = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'slow down' }), { status: 429, headers });
    const api = createPayerApi(REQUEST_ID, '/pay/api/', async () => busy);
    const error = await api.intent(INTENT_ID).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PayerApiError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfter });
  });

  it('a network failure is NETWORK', async () => {
    const api = createPayerApi(REQUEST_ID, '/pay/api/', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.request()).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('an id that is no uuid is not found, and nothing is sent', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    await expect(createPayerApi('../admin', '/pay/api/', fetchFn).request()).rejects.toMatchObject({ code: 'PAYMENT_REQUEST_NOT_FOUND' });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
