// The merchant backend's side of the aggregator API: its client secret stays here, on the server.
import { z } from '../../src/api/z.js';
import {
  Account,
  AuthResponse,
  Boleto,
  BoletoConnection,
  Connector,
  ConnectTokenResponse,
  Item,
  PaymentInstitution,
  PaymentIntent,
  PaymentRecipient,
  PaymentRequest,
  pageOf,
  SmartTransferPayment,
  SmartTransferPreauthorization,
  Webhook,
} from '../../src/api/schemas/index.js';
import type {
  CreateBoletoRequest,
  CreatePaymentRecipientRequest,
  CreatePaymentRequest,
  CreatePixQrPaymentRequest,
  CreateSmartTransferPaymentRequest,
  CreateSmartTransferPreauthorizationRequest,
  CreateWebhookRequest,
  ItemOptions,
} from '../../src/api/schemas/index.js';

export type SandboxAccess = {
  /** Where this server reaches the API. */
  url: string;
  clientId: string;
  clientSecret: string;
};

/** The API answered with a status the caller should pass on (404 for an unknown item). */
export class ApiAnswer extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type SandboxApi = {
  mintConnectToken(request: { itemId?: string; options: ItemOptions }): Promise<string>;
  /** Every account of the item, or null when the API does not know the item. */
  itemAccounts(itemId: string): Promise<Account[] | null>;
  /** The institutions the API lists, its sandbox ones included: the first page, up to 500. */
  connectors(): Promise<Connector[]>;
  /** This merchant's items as the API has them now, newest first, at most `limit` of them. */
  items(limit: number): Promise<Item[]>;
  /** This merchant's webhooks: the first page, up to 500. */
  webhooks(): Promise<Webhook[]>;
  createWebhook(request: CreateWebhookRequest): Promise<Webhook>;
  deleteWebhook(id: string): Promise<void>;
  /** The payment institutions whose name matches, the first page. */
  paymentInstitutions(name: string): Promise<PaymentInstitution[]>;
  /** This merchant's payment recipients, the first page (up to 500). */
  paymentRecipients(): Promise<PaymentRecipient[]>;
  createPaymentRecipient(request: CreatePaymentRecipientRequest): Promise<PaymentRecipient>;
  createPaymentRequest(request: CreatePaymentRequest): Promise<PaymentRequest>;
  /** A request made from a PIX QR code: the payer scans it, or pays it through their bank. */
  createPixQrRequest(request: CreatePixQrPaymentRequest): Promise<PaymentRequest>;
  /** The payment request, or null when the API does not know it. */
  paymentRequest(id: string): Promise<PaymentRequest | null>;
  /** The request's payment intents, the first page (up to 500). */
  paymentIntents(paymentRequestId: string): Promise<PaidIntent[]>;
  /** A refusal (400, 409) throws an ApiAnswer of 422 carrying the API's own words. */
  createPreauthorization(request: CreateSmartTransferPreauthorizationRequest): Promise<SmartTransferPreauthorization>;
  /** The preauthorization, or null when the API does not know it. */
  preauthorization(id: string): Promise<SmartTransferPreauthorization | null>;
  /** The payments made under a preauthorization, newest first: the first page (up to 500). */
  preauthorizationPayments(id: string): Promise<SmartTransferPayment[]>;
  createSmartTransferPayment(request: CreateSmartTransferPaymentRequest): Promise<SmartTransferPayment>;
  /** The item, or null when the API does not know it. */
  item(id: string): Promise<Item | null>;
  createBoletoConnection(itemId: string): Promise<BoletoConnection>;
  createBoleto(request: CreateBoletoRequest): Promise<Boleto>;
  /** The boleto, or null when the API does not know it. */
  boleto(id: string): Promise<Boleto | null>;
  cancelBoleto(id: string): Promise<Boleto>;
  /** The sandbox's own route standing for a payer paying at a bank: no real API has it. */
  payBoleto(id: string): Promise<Boleto>;
  /** Moves the sandbox's clock (the sandbox's own route); 0 reads it. Answers its time now, in ms. */
  advanceClock(ms: number): Promise<number>;
};

/** The API refused what was asked (a limit, a state): its words go back to the page, as 422. */
export const REFUSED = 422;

const AccountPage = pageOf(Account);
const ACCOUNTS_PAGE_SIZE = 500;
const ConnectorPage = pageOf(Connector);
const CONNECTORS_PAGE_SIZE = 500;
const WebhookPage = pageOf(Webhook);
const WEBHOOKS_PAGE_SIZE = 500;
const InstitutionPage = pageOf(PaymentInstitution);
const RecipientPage = pageOf(PaymentRecipient);
/** An intent with the end-to-end id the sandbox gives it once paid, which the shared schema leaves out (the interface does not name it). */
const PaidIntent = z.extend(PaymentIntent, { endToEndId: z.optional(z.nullable(z.string())) });
export type PaidIntent = z.infer<typeof PaidIntent>;
const IntentPage = pageOf(PaidIntent);
const PAYMENTS_PAGE_SIZE = 500;
const SmartTransferPaymentPage = pageOf(SmartTransferPayment);
const ClockNow = z.object({ now: z.string() });
const CreatedItems = pageOf(z.object({ itemId: z.nullable(z.string()) }));

export function sandboxApi(access: SandboxAccess): SandboxApi {
  let apiKey: Promise<string> | undefined;

  async function read<S extends z.ZodMiniType>(response: Response, schema: S, what: string): Promise<z.infer<S>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiAnswer(502, `The API answered ${what} with an unexpected body`);
    return parsed.data as z.infer<S>;
  }

  async function authenticate(): Promise<string> {
    const response = await fetch(`${access.url}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: access.clientId, clientSecret: access.clientSecret }),
    });
    if (!response.ok) throw new ApiAnswer(502, `The API refused this merchant's client credentials (${response.status})`);
    return (await read(response, AuthResponse, 'POST /auth')).apiKey;
  }

  /** One API Key is reused until the API rejects it (it expired), then replaced once. */
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      apiKey ??= authenticate();
      const key = apiKey;
      let value: string;
      try {
        value = await key;
      } catch (error) {
        if (apiKey === key) apiKey = undefined;
        throw error;
      }
      const headers = new Headers(init.headers);
      headers.set('X-API-KEY', value);
      const response = await fetch(`${access.url}${path}`, { ...init, headers });
      if (response.status !== 401 || attempt > 0) return response;
      if (apiKey === key) apiKey = undefined;
    }
  }

  return {
    async mintConnectToken({ itemId, options }) {
      const response = await call('/connect_token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(itemId === undefined ? { options } : { itemId, options }),
      });
      if (response.status === 404) throw new ApiAnswer(404, `No item ${itemId ?? ''} for this merchant`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not mint a Connect Token (${response.status})`);
      return (await read(response, ConnectTokenResponse, 'POST /connect_token')).accessToken;
    },
    async itemAccounts(itemId) {
      const query = new URLSearchParams({ itemId, pageSize: String(ACCOUNTS_PAGE_SIZE) });
      const response = await call(`/accounts?${query}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the item's accounts (${response.status})`);
      return (await read(response, AccountPage, 'GET /accounts')).results;
    },
    async connectors() {
      const response = await call(`/connectors?${new URLSearchParams({ sandbox: 'true', pageSize: String(CONNECTORS_PAGE_SIZE) })}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the connectors (${response.status})`);
      return (await read(response, ConnectorPage, 'GET /connectors')).results;
    },
    async items(limit) {
      // The interface lists no items: a merchant keeps the ids its item/created notifications gave
      // it. Offline, the sandbox's list of the notifications it raised holds the same ids.
      const query = new URLSearchParams({ event: 'item/created', pageSize: String(limit) });
      const response = await call(`/sandbox/events?${query}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list this merchant's notifications (${response.status})`);
      const ids = new Set((await read(response, CreatedItems, 'GET /sandbox/events')).results.map((event) => event.itemId));
      const items = await Promise.all(
        [...ids].map(async (id) => {
          if (id === null) return null;
          const answer = await call(`/items/${encodeURIComponent(id)}`);
          // Deleted since it was created.
          if (answer.status === 404) return null;
          if (!answer.ok) throw new ApiAnswer(502, `The API could not read item ${id} (${answer.status})`);
          return read(answer, Item, 'GET /items/{id}');
        }),
      );
      return items.filter((item) => item !== null);
    },
    async webhooks() {
      const response = await call(`/webhooks?${new URLSearchParams({ pageSize: String(WEBHOOKS_PAGE_SIZE) })}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the webhooks (${response.status})`);
      return (await read(response, WebhookPage, 'GET /webhooks')).results;
    },
    async createWebhook(request) {
      const response = await call('/webhooks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
      if (!response.ok)
        throw new ApiAnswer(502, `The API refused the webhook for ${request.event} (${response.status}: ${await problemOf(response)})`);
      return read(response, Webhook, 'POST /webhooks');
    },
    async deleteWebhook(id) {
      const response = await call(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
      // Already gone is what was asked.
      if (!response.ok && response.status !== 404) throw new ApiAnswer(502, `The API could not delete webhook ${id} (${response.status})`);
      await response.body?.cancel();
    },
    async paymentInstitutions(name) {
      const response = await call(`/payments/recipients/institutions?${new URLSearchParams({ name })}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the payment institutions (${response.status})`);
      return (await read(response, InstitutionPage, 'GET /payments/recipients/institutions')).results;
    },
    async paymentRecipients() {
      const response = await call(`/payments/recipients?${new URLSearchParams({ pageSize: String(PAYMENTS_PAGE_SIZE) })}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the payment recipients (${response.status})`);
      return (await read(response, RecipientPage, 'GET /payments/recipients')).results;
    },
    async createPaymentRecipient(request) {
      const response = await call('/payments/recipients', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      if (!response.ok) throw new ApiAnswer(502, `The API refused the payment recipient (${response.status}: ${await problemOf(response)})`);
      return read(response, PaymentRecipient, 'POST /payments/recipients');
    },
    async createPaymentRequest(request) {
      const response = await call('/payments/requests', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      if (!response.ok) throw new ApiAnswer(502, `The API refused the payment request (${response.status}: ${await problemOf(response)})`);
      return read(response, PaymentRequest, 'POST /payments/requests');
    },
    async createPixQrRequest(request) {
      const response = await call('/payments/requests/pix-qr', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      if (!response.ok) throw new ApiAnswer(502, `The API refused the PIX QR request (${response.status}: ${await problemOf(response)})`);
      return read(response, PaymentRequest, 'POST /payments/requests/pix-qr');
    },
    async paymentRequest(id) {
      const response = await call(`/payments/requests/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiAnswer(502, `The API could not read payment request ${id} (${response.status})`);
      return read(response, PaymentRequest, 'GET /payments/requests/{id}');
    },
    async paymentIntents(paymentRequestId) {
      const query = new URLSearchParams({ paymentRequestId, pageSize: String(PAYMENTS_PAGE_SIZE) });
      const response = await call(`/payments/intents?${query}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the payment intents (${response.status})`);
      return (await read(response, IntentPage, 'GET /payments/intents')).results;
    },
    async createPreauthorization(request) {
      const response = await call('/smart-transfers/preauthorizations', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      await refusal(response, 'the preauthorization');
      return read(response, SmartTransferPreauthorization, 'POST /smart-transfers/preauthorizations');
    },
    async preauthorization(id) {
      const response = await call(`/smart-transfers/preauthorizations/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiAnswer(502, `The API could not read preauthorization ${id} (${response.status})`);
      return read(response, SmartTransferPreauthorization, 'GET /smart-transfers/preauthorizations/{id}');
    },
    async preauthorizationPayments(id) {
      const query = new URLSearchParams({ pageSize: String(PAYMENTS_PAGE_SIZE) });
      const response = await call(`/smart-transfers/preauthorizations/${encodeURIComponent(id)}/payments?${query}`);
      if (!response.ok) throw new ApiAnswer(502, `The API could not list the preauthorization's payments (${response.status})`);
      return (await read(response, SmartTransferPaymentPage, 'GET /smart-transfers/preauthorizations/{id}/payments')).results;
    },
    async createSmartTransferPayment(request) {
      const response = await call('/smart-transfers/payments', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      await refusal(response, 'the payment');
      return read(response, SmartTransferPayment, 'POST /smart-transfers/payments');
    },
    async item(id) {
      const response = await call(`/items/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiAnswer(502, `The API could not read item ${id} (${response.status})`);
      return read(response, Item, 'GET /items/{id}');
    },
    async createBoletoConnection(itemId) {
      const response = await call('/boleto-connections/from-item', { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ itemId }) });
      await refusal(response, 'the boleto connection');
      return read(response, BoletoConnection, 'POST /boleto-connections/from-item');
    },
    async createBoleto(request) {
      const response = await call('/boletos', { method: 'POST', headers: JSON_BODY, body: JSON.stringify(request) });
      await refusal(response, 'the boleto');
      return read(response, Boleto, 'POST /boletos');
    },
    async boleto(id) {
      const response = await call(`/boletos/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiAnswer(502, `The API could not read boleto ${id} (${response.status})`);
      return read(response, Boleto, 'GET /boletos/{id}');
    },
    async cancelBoleto(id) {
      const response = await call(`/boletos/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
      await refusal(response, 'the cancellation');
      return read(response, Boleto, 'POST /boletos/{id}/cancel');
    },
    async payBoleto(id) {
      const response = await call(`/sandbox/boletos/${encodeURIComponent(id)}/pay`, { method: 'POST' });
      await refusal(response, 'the payment');
      return read(response, Boleto, 'POST /sandbox/boletos/{id}/pay');
    },
    async advanceClock(ms) {
      const response = await call('/sandbox/clock/advance', { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ ms }) });
      if (!response.ok) throw new ApiAnswer(502, `The sandbox could not move its clock (${response.status}: ${await problemOf(response)})`);
      const now = Date.parse((await read(response, ClockNow, 'POST /sandbox/clock/advance')).now);
      if (Number.isNaN(now)) throw new ApiAnswer(502, 'The sandbox answered its clock with an unreadable time');
      return now;
    },
  };
}

/** A 400, 404 or 409 is the API refusing what was asked, in its own words; anything else not ok is the API failing. */
async function refusal(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  if (response.status === 400 || response.status === 404 || response.status === 409) throw new ApiAnswer(REFUSED, await problemOf(response));
  throw new ApiAnswer(502, `The API could not take ${what} (${response.status}: ${await problemOf(response)})`);
}

const JSON_BODY = { 'Content-Type': 'application/json' };

const Problem = z.object({ message: z.string() });

/** The API's own words for a refusal, which say what to fix (a URL it does not accept, say). */
async function problemOf(response: Response): Promise<string> {
  const parsed = Problem.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data.message : 'no reason given';
}
