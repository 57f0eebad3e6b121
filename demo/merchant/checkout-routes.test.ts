// The store's checkout over real HTTP beside a real sandbox: a payment request for the cart, its outcome read back.
import { describe, expect, it } from 'vitest';
import { CART_TOTAL, RETURN_PAGE, STORE_PIX_KEY } from './checkout-routes.js';
import { parsePixQr } from '../sandbox/resources/payments/pix-qr.js';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../sandbox/config.js';
import { standInDemo } from './testing/stand-in-demo.js';

const running = standInDemo('checkout');

const checkout = (origin: string | undefined, body?: string) =>
  fetch(`${running.current.merchantUrl}/api/checkout`, {
    method: 'POST',
    headers: origin === undefined ? {} : { Origin: origin },
    ...(body === undefined ? {} : { body }),
  });

/** The request as the API has it, read with the merchant's own credentials. */
async function apiRequest(id: string): Promise<Record<string, unknown>> {
  const auth = await fetch(`${running.current.sandboxUrl}/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientId: DEFAULT_CLIENT_ID, clientSecret: DEFAULT_CLIENT_SECRET }),
  });
  const { apiKey } = (await auth.json()) as { apiKey: string };
  return (await (await fetch(`${running.current.sandboxUrl}/payments/requests/${id}`, { headers: { 'X-API-KEY': apiKey } })).json()) as Record<
    string,
    unknown
  >;
}

describe('POST /api/checkout', () => {
  it("creates the cart's payment request, paid to the store, coming back to the return page, and answers its paymentUrl", async () => {
    const response = await checkout(running.current.merchantUrl);
    expect(response.status).toBe(200);
    const { paymentRequestId, paymentUrl } = (await response.json()) as { paymentRequestId: string; paymentUrl: string };
    expect(new URL(paymentUrl).searchParams.get('paymentRequestId')).toBe(paymentRequestId);
    const request = await apiRequest(paymentRequestId);
    expect(request).toMatchObject({
      amount: CART_TOTAL,
      status: 'CREATED',
      recipient: { name: 'Example Store Ltda' },
      callbackUrls: { success: `${running.current.merchantUrl}${RETURN_PAGE}`, error: `${running.current.merchantUrl}${RETURN_PAGE}` },
    });
  });

  it("with the PIX QR method, makes the request from the store's QR code for the cart total, which the payer page shows", async () => {
    const response = await checkout(running.current.merchantUrl, JSON.stringify({ method: 'qr' }));
    expect(response.status).toBe(200);
    const { paymentRequestId, paymentUrl } = (await response.json()) as { paymentRequestId: string; paymentUrl: string };
    expect(new URL(paymentUrl).searchParams.get('paymentRequestId')).toBe(paymentRequestId);
    const request = await apiRequest(paymentRequestId);
    expect(request).toMatchObject({ amount: CART_TOTAL, status: 'CREATED' });
    expect(parsePixQr(String(request.pixQrCode))).toMatchObject({ key: STORE_PIX_KEY, amount: CART_TOTAL, merchantName: 'Example Store Ltda' });
  });

  it.each(['{"method": "card"}', '{"method": "qr", "amount": 1}', 'not json'])('refuses a checkout whose body is %s', async (body) => {
    const response = await checkout(running.current.merchantUrl, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The body is {"method": "bank"} or {"method": "qr"}, or nothing' });
  });

  it('pays every order to the same recipient: the store account is created once', async () => {
    const first = (await (await checkout(running.current.merchantUrl)).json()) as { paymentRequestId: string };
    const second = (await (await checkout(running.current.merchantUrl)).json()) as { paymentRequestId: string };
    const [a, b] = await Promise.all([apiRequest(first.paymentRequestId), apiRequest(second.paymentRequestId)]);
    expect((a.recipient as { id: string }).id).toBe((b.recipient as { id: string }).id);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin header', undefined],
  ])('refuses a checkout started from %s', async (_, origin) => {
    const response = await checkout(origin);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Checkouts start from this site only' });
  });
});

describe('GET /api/checkout/{id}', () => {
  it('answers a new request as unpaid, with no intent yet', async () => {
    const { paymentRequestId } = (await (await checkout(running.current.merchantUrl)).json()) as { paymentRequestId: string };
    const response = await fetch(`${running.current.merchantUrl}/api/checkout/${paymentRequestId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      id: paymentRequestId,
      status: 'CREATED',
      amount: CART_TOTAL,
      description: expect.stringMatching(/^Example Store, order \d+$/),
      intent: null,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-request'])('answers 404 for %s', async (id) => {
    const response = await fetch(`${running.current.merchantUrl}/api/checkout/${id}`);
    expect(response.status).toBe(404);
  });
});
