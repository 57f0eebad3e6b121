// The demo store's checkout on its server: one order's payment request at the API, and its outcome read back for the page the payer returns to.
import type { Context, Hono } from 'hono';
import type { PaymentRequest } from '../../src/api/schemas/index.js';
import { z } from '../../src/api/z.js';
import { buildPixQr } from '../sandbox/resources/payments/pix-qr.js';
import { ApiAnswer, type PaidIntent, type SandboxApi } from './sandbox-api.js';
import { STORE_NAME, storeRecipient } from './store-recipient.js';

export type CheckoutRoutesOptions = {
  api: SandboxApi;
  /** This site's origin: where the payer comes back, and the only page that may start a checkout. */
  merchantOrigin: string;
};

/** The cart every checkout pays: a real store computes it from the signed-in user's basket, never from the page. */
export const CART = [
  { name: 'Café especial, 1 kg', price: 89.9 },
  { name: 'Caneca de cerâmica', price: 59.9 },
] as const;
export const CART_TOTAL = Math.round(CART.reduce((sum, line) => sum + line.price * 100, 0)) / 100;

export const RETURN_PAGE = '/checkout-done.html';
const REQUEST_ID = /^[0-9a-f-]{36}$/;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * How the payer pays: from their bank through the payer page (payment initiation), or with the
 * store's PIX QR code, which the payer page shows to scan or copy (and still offers the banks).
 */
const CheckoutBody = z.strictObject({ method: z.optional(z.enum(['bank', 'qr'])) });

/** The store's PIX key: a real store's comes from its bank, and its QR code from its payment provider. */
export const STORE_PIX_KEY = 'pix@example-store.com.br';

/** What the return page shows: the request's status and its latest intent's, never the payer's data. */
export type CheckoutOutcome = {
  id: string;
  status: string | null;
  amount: number | null;
  description: string | null;
  intent: { id: string; status: string | null; endToEndId: string | null } | null;
};

function latest(intents: PaidIntent[]): PaidIntent | undefined {
  return intents.reduce<PaidIntent | undefined>(
    (newest, intent) => ((intent.createdAt ?? '') >= (newest?.createdAt ?? '') ? intent : newest),
    undefined,
  );
}

function outcomeOf(request: PaymentRequest, intents: PaidIntent[]): CheckoutOutcome {
  const last = latest(intents);
  return {
    id: request.id ?? '',
    status: request.status ?? null,
    amount: request.amount ?? null,
    description: request.description ?? null,
    intent: last?.id ? { id: last.id, status: last.status ?? null, endToEndId: last.endToEndId ?? null } : null,
  };
}

export function addCheckoutRoutes(app: Hono, options: CheckoutRoutesOptions): void {
  const { api, merchantOrigin } = options;
  const recipient = storeRecipient(api);
  let orders = 0;

  app.post('/api/checkout', async (c) => {
    const origin = c.req.header('origin');
    // Only this site's page starts a payment; the body carries nothing (the cart is the server's).
    if (origin !== merchantOrigin) return c.json({ message: 'Checkouts start from this site only' }, 403, NO_STORE);
    try {
      const body = CheckoutBody.safeParse(await readOptionalJson(c));
      if (!body.success) return c.json({ message: 'The body is {"method": "bank"} or {"method": "qr"}, or nothing' }, 400, NO_STORE);
      orders += 1;
      const callbackUrls = { success: `${merchantOrigin}${RETURN_PAGE}`, error: `${merchantOrigin}${RETURN_PAGE}` };
      const request =
        body.data.method === 'qr'
          ? await api.createPixQrRequest({
              pixQrCode: buildPixQr({
                key: STORE_PIX_KEY,
                merchantName: STORE_NAME,
                merchantCity: 'Sao Paulo',
                amount: CART_TOTAL,
                txid: `ORDER${orders}`,
              }),
              callbackUrls,
            })
          : await api.createPaymentRequest({
              amount: CART_TOTAL,
              description: `Example Store, order ${orders}`,
              recipientId: await recipient(),
              clientPaymentId: `order-${Date.now()}-${orders}`,
              callbackUrls,
            });
      if (!request.id || !request.paymentUrl) throw new ApiAnswer(502, 'The API answered a payment request without its id or paymentUrl');
      return c.json({ paymentRequestId: request.id, paymentUrl: request.paymentUrl }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.get('/api/checkout/:id', async (c) => {
    const id = c.req.param('id');
    const notFound = () => c.json({ message: `No payment request ${id}` }, 404, NO_STORE);
    if (!REQUEST_ID.test(id)) return notFound();
    try {
      // A real store also checks that the request is one of the signed-in user's orders.
      const request = await api.paymentRequest(id);
      if (request === null) return notFound();
      return c.json(outcomeOf(request, await api.paymentIntents(id)), 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });
}

/** The request's JSON body, or an empty object when it has none (the page may send nothing). */
async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failure(c: Context, error: unknown): Response {
  const message = error instanceof ApiAnswer ? error.message : 'The API could not be reached';
  return c.json({ message }, 502, NO_STORE);
}
