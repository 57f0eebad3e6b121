// The payer API under /pay/api/: one payment request, read and paid, through the merchant's API credentials, for the payer page of the same origin.
import { acceptedCodings } from '../content-coding.js';
import type { AggregatorCredentials } from './aggregator-client.js';
import {
  type AggregatorConnector,
  type AggregatorIntent,
  type AggregatorRequest,
  readConnectorPage,
  readIntent,
  readIntentPage,
  readPaymentRequest,
} from './aggregator-shapes.js';
import { json, Refusal, refuse } from './payer-answers.js';
import { payerIntentView } from './payer-intent-view.js';
import { readPayerInput } from './payer-input.js';
import { QR_IMAGE, qrImage } from './qr-image.js';
import { MAX_CONNECTORS, paymentKind, payerRequestView } from './payer-request-view.js';
import { createOfferApi, isOfferRoute } from './preauthorization-api.js';
import { type PayerBackend, payerBackend } from './payer-backend.js';
import { readBodyText } from './read-body.js';
import { isSameOrigin } from './same-origin.js';

export const PAYER_API_PREFIX = '/pay/api/';

/** A body larger than this is no payer's form. */
export const MAX_BODY_BYTES = 4096;

/** Statuses in which a request takes a new intent: fresh, or after a failed attempt. */
const PAYABLE = new Set(['CREATED', 'ERROR']);

export type PayerApiOptions = {
  apiOrigin: string;
  /** The merchant's API credentials; null when the widget host runs without the payer page. */
  credentials: AggregatorCredentials | null;
  /** The secret merchants sign preauthorization offers with; null: preauthorizations are off. */
  offerSecret?: string | null;
  limits?: { readsPerMinute: number; intentsPerMinute: number };
  /** One line per failure of the aggregator, for the operator: never a body, so never the payer. */
  log?: (line: string) => void;
  now?: () => number;
};

export type Client = { address: string };
export type PayerApi = (request: Request, client: Client) => Promise<Response>;

export { DEFAULT_LIMITS } from './payer-backend.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Route = { kind: 'request' | 'intents' | 'qr'; requestId: string } | { kind: 'intent'; requestId: string; intentId: string };

/** The route a path names; null for none; an id that is not a uuid is a request that does not exist. */
function routeOf(pathname: string): Route | 'unknown' | 'no-such-id' {
  const parts = pathname.slice(PAYER_API_PREFIX.length).split('/');
  const [first, requestId = '', third, intentId] = parts;
  if (first !== 'requests' || parts.length < 2 || parts.length > 4) return 'unknown';
  if ((parts.length === 3 && third !== 'intents' && third !== QR_IMAGE) || (parts.length === 4 && third !== 'intents')) return 'unknown';
  if (!UUID.test(requestId) || (intentId !== undefined && !UUID.test(intentId))) return 'no-such-id';
  if (intentId !== undefined) return { kind: 'intent', requestId, intentId };
  if (third === undefined) return { kind: 'request', requestId };
  return { kind: third === QR_IMAGE ? 'qr' : 'intents', requestId };
}

const ALLOWED: Readonly<Record<Route['kind'], string>> = { request: 'GET', intents: 'POST', intent: 'GET', qr: 'GET' };

const notFound = () => new Refusal(refuse('PAYMENT_REQUEST_NOT_FOUND', 'No such payment request'));
const tooMany = (seconds: number) => refuse('RATE_LIMITED', `Too many requests: try again in ${seconds} s`, {}, { 'Retry-After': String(seconds) });

const closed = (status: string) => refuse('PAYMENT_REQUEST_CLOSED', `This payment request is ${status}: it cannot be paid now`, { status });

export function createPayerApi(options: PayerApiOptions): PayerApi {
  const backend = options.credentials === null ? null : payerBackend(options, options.credentials);
  const payments = paymentApi(backend);
  const offers = createOfferApi(options, backend);
  return (http, client) => (isOfferRoute(new URL(http.url).pathname) ? offers : payments)(http, client);
}

/** One payment request's routes. */
function paymentApi(backend: PayerBackend | null): PayerApi {
  if (backend === null) {
    return async () => refuse('PAYMENTS_NOT_CONFIGURED', 'The payer page is off: the widget host has no API credentials');
  }
  const { aggregator, reads, creations: intents, unusable, failed } = backend;

  async function paymentRequest(id: string): Promise<AggregatorRequest> {
    const call = `GET /payments/requests/${id}`;
    const reply = await aggregator.get(`/payments/requests/${id}`);
    if (reply.status === 404) throw notFound();
    const request = reply.status === 200 ? readPaymentRequest(reply.body) : null;
    if (request === null || request.id !== id) throw unusable(call, reply);
    return request;
  }

  async function connectorsFor(request: AggregatorRequest): Promise<AggregatorConnector[]> {
    const automatic = paymentKind(request) === 'AUTOMATIC_PIX';
    // Automatic PIX is filtered here: the list's query has no flag for it.
    const query = new URLSearchParams({ pageSize: String(MAX_CONNECTORS), sandbox: String(request.isSandbox) });
    if (!automatic) query.set('supportsPaymentInitiation', 'true');
    const path = `/connectors?${query}`;
    const reply = await aggregator.get(path);
    const connectors = reply.status === 200 ? readConnectorPage(reply.body) : null;
    if (connectors === null) throw unusable(`GET ${path}`, reply);
    return connectors.filter((c) => (automatic ? c.supportsAutomaticPix : c.supportsPaymentInitiation));
  }

  async function latestIntent(requestId: string): Promise<AggregatorIntent | null> {
    const path = `/payments/intents?paymentRequestId=${requestId}&pageSize=1`;
    const reply = await aggregator.get(path);
    const page = reply.status === 200 ? readIntentPage(reply.body) : null;
    if (page === null) throw unusable(`GET ${path}`, reply);
    return page[0] ?? null;
  }

  async function summary(requestId: string): Promise<Response> {
    const request = await paymentRequest(requestId);
    const [connectors, latest] = await Promise.all([connectorsFor(request), latestIntent(requestId)]);
    return json(200, payerRequestView(request, connectors, latest));
  }

  /** The QR image of a PIX QR request that can still be paid: an <img> of the payer page loads it, with no Origin, as a read. */
  async function qrCode(http: Request, requestId: string): Promise<Response> {
    const request = await paymentRequest(requestId);
    if (request.pixQrCode === null) return refuse('PAYMENT_REQUEST_NOT_FOUND', 'This payment request has no PIX QR code');
    if (!PAYABLE.has(request.status)) return closed(request.status);
    return (
      qrImage(request.pixQrCode, acceptedCodings(http.headers.get('Accept-Encoding'))) ??
      refuse('PAYMENT_REQUEST_NOT_FOUND', 'This PIX code is longer than a QR code holds')
    );
  }

  async function createIntent(http: Request, requestId: string): Promise<Response> {
    const text = await readBodyText(http, MAX_BODY_BYTES);
    if (text === null) return refuse('INVALID_PAYER', `The body must be UTF-8 JSON of at most ${MAX_BODY_BYTES} bytes`);
    const request = await paymentRequest(requestId);
    if (!PAYABLE.has(request.status)) return closed(request.status);
    const connectors = await connectorsFor(request);
    const needsName = paymentKind(request) === 'AUTOMATIC_PIX';
    const input = readPayerInput(text, { connectorIds: new Set(connectors.map((c) => c.id)), needsName });
    if ('message' in input) return refuse('INVALID_PAYER', input.message, input.field === null ? {} : { field: input.field });
    const parameters: Record<string, string> = { [input.taxNumber.kind]: input.taxNumber.digits };
    if (input.name !== null) parameters.name = input.name;
    const reply = await aggregator.post('/payments/intents', { paymentRequestId: requestId, connectorId: input.connectorId, parameters });
    if (reply.status === 404) throw notFound();
    // Another intent got there first, or the request closed meanwhile: say how it stands now.
    if (reply.status === 409) return closed((await paymentRequest(requestId)).status);
    const intent = reply.status === 200 || reply.status === 201 ? readIntent(reply.body) : null;
    if (intent === null) throw unusable('POST /payments/intents', reply);
    return json(201, payerIntentView(intent));
  }

  async function readOne(requestId: string, intentId: string): Promise<Response> {
    const reply = await aggregator.get(`/payments/intents/${intentId}`);
    if (reply.status === 404) throw notFound();
    const intent = reply.status === 200 ? readIntent(reply.body) : null;
    if (intent === null || intent.id !== intentId) throw unusable(`GET /payments/intents/${intentId}`, reply);
    // The request id is the capability: an intent of another request is not there for this one.
    if (intent.paymentRequestId !== requestId) throw notFound();
    return json(200, payerIntentView(intent));
  }

  return async (http, client) => {
    const route = routeOf(new URL(http.url).pathname);
    if (route === 'unknown') return refuse('NOT_FOUND', 'No such endpoint of the payer API');
    if (route === 'no-such-id') return notFound().response;
    const allowed = ALLOWED[route.kind];
    if (http.method !== allowed) return refuse('METHOD_NOT_ALLOWED', `Use ${allowed}`, {}, { Allow: allowed });
    if (http.method === 'POST' && !isSameOrigin(http)) return refuse('FORBIDDEN_ORIGIN', 'Only the payer page of this origin may create a payment');
    const wait = http.method === 'POST' ? intents.take(`${client.address} ${route.requestId}`) : reads.take(client.address);
    if (wait !== null) return tooMany(wait);
    try {
      if (route.kind === 'intent') return await readOne(route.requestId, route.intentId);
      if (route.kind === 'qr') return await qrCode(http, route.requestId);
      return await (route.kind === 'request' ? summary(route.requestId) : createIntent(http, route.requestId));
    } catch (error) {
      return failed(error);
    }
  };
}
