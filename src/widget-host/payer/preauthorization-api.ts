// The payer API's smart transfer routes: a merchant's signed offer read for the payer, the preauthorization created at the bank the payer picks, and read back while they consent.
import { type AggregatorConnector, readConnectorPage } from './aggregator-shapes.js';
import { json, Refusal, refuse } from './payer-answers.js';
import type { PayerApi, PayerApiOptions } from './payer-api.js';
import { readPayerInput } from './payer-input.js';
import { MAX_CONNECTORS, type PayerConnector } from './payer-request-view.js';
import { type AggregatorPreauthorization, readPaymentRecipient, readPreauthorization } from './preauthorization-shapes.js';
import { type OfferConfiguration, type PreauthorizationOffer, readConfiguration, readOffer } from './preauthorization-offer.js';
import type { PayerBackend } from './payer-backend.js';
import { readBodyText } from './read-body.js';
import { isSameOrigin } from './same-origin.js';

const PREFIX = '/pay/api/';
/** An offer is a few hundred bytes; a body this large is no payer page's. */
export const MAX_OFFER_BODY_BYTES = 8192;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path is one of these routes: the payer API hands them here. */
export const isOfferRoute = (pathname: string): boolean => /^\/pay\/api\/(offers|preauthorizations)(\/|$)/.test(pathname);

/** A preauthorization as the payer page follows it: never the payer's tax number, which the aggregator keeps. */
export type PayerPreauthorization = {
  id: string;
  status: string;
  consentUrl: string | null;
  clientPreauthorizationId: string | null;
  connector: { id: number; name: string } | null;
  configuration: OfferConfiguration;
};

type Route = { kind: 'offer' } | { kind: 'create' } | { kind: 'read'; id: string };

function routeOf(pathname: string): Route | null {
  const [resource, id, ...rest] = pathname.slice(PREFIX.length).split('/');
  if (rest.length > 0) return null;
  if (resource === 'offers') return id === undefined ? { kind: 'offer' } : null;
  return id === undefined ? { kind: 'create' } : { kind: 'read', id };
}

const byName = new Intl.Collator('pt-BR');

const notFound = () => new Refusal(refuse('PREAUTHORIZATION_NOT_FOUND', 'No such preauthorization for this offer'));

/** Reads the offer in `body`; a refusal is thrown. */
function offerIn(body: unknown, secret: string, nowS: number): PreauthorizationOffer {
  const token = typeof body === 'object' && body !== null && 'offer' in body ? body.offer : undefined;
  const offer = readOffer(token, secret, nowS);
  if ('code' in offer) throw new Refusal(refuse(offer.code, offer.message));
  return offer;
}

/** `backend`: what the payment routes use too (the same API key and limits); null without API credentials. */
export function createOfferApi(options: PayerApiOptions, backend: PayerBackend | null): PayerApi {
  const secret = options.offerSecret ?? null;
  if (backend === null || secret === null) {
    const missing = backend === null ? 'API credentials (WIDGET_CLIENT_ID, WIDGET_CLIENT_SECRET)' : 'WIDGET_OFFER_SECRET';
    return async () => refuse('PREAUTHORIZATIONS_NOT_CONFIGURED', `Preauthorizations are off: the widget host has no ${missing}`);
  }
  const now = options.now ?? Date.now;
  const { aggregator, reads, creations, unusable, failed } = backend;

  async function connectorsFor(offer: PreauthorizationOffer): Promise<AggregatorConnector[]> {
    // The list's query has no flag for smart transfers: they are filtered here.
    const path = `/connectors?${new URLSearchParams({ pageSize: String(MAX_CONNECTORS), sandbox: String(offer.includeSandbox) })}`;
    const reply = await aggregator.get(path);
    const connectors = reply.status === 200 ? readConnectorPage(reply.body) : null;
    if (connectors === null) throw unusable(`GET ${path}`, reply);
    return connectors.filter((c) => c.supportsSmartTransfers).sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  }

  async function recipient(id: string) {
    const reply = await aggregator.get(`/payments/recipients/${id}`);
    // A recipient the merchant's account does not have: the offer names no one to pay.
    if (reply.status === 404 || reply.status === 400)
      throw new Refusal(refuse('INVALID_OFFER', 'Invalid offer: recipientIds names a payment recipient the merchant does not have'));
    const read = reply.status === 200 ? readPaymentRecipient(reply.body) : null;
    if (read === null || read.id !== id) throw unusable(`GET /payments/recipients/${id}`, reply);
    return { name: read.name, institution: read.institution };
  }

  async function offerView(offer: PreauthorizationOffer): Promise<Response> {
    const [recipients, connectors] = await Promise.all([Promise.all(offer.recipientIds.map(recipient)), connectorsFor(offer)]);
    const banks: PayerConnector[] = connectors.map(({ id, name, imageUrl, primaryColor }) => ({ id, name, imageUrl, primaryColor }));
    const { configuration, callbackUrls, clientPreauthorizationId } = offer;
    return json(200, { recipients, configuration, callbackUrls, clientPreauthorizationId, connectors: banks });
  }

  const view = (preauthorization: AggregatorPreauthorization, offer: PreauthorizationOffer): PayerPreauthorization => ({
    id: preauthorization.id,
    status: preauthorization.status,
    consentUrl: preauthorization.consentUrl,
    clientPreauthorizationId: preauthorization.clientPreauthorizationId,
    connector: preauthorization.connector,
    // What the bank holds, as the payer consented to it; the offer's when it cannot be read.
    configuration: readConfiguration(preauthorization.configuration) ?? offer.configuration,
  });

  async function create(text: string, offer: PreauthorizationOffer): Promise<Response> {
    const connectors = await connectorsFor(offer);
    const input = readPayerInput(text, { connectorIds: new Set(connectors.map((c) => c.id)), needsName: false });
    if ('message' in input) {
      const message = input.field === 'connectorId' ? 'connectorId must be one of the banks this offer lists' : input.message;
      return refuse('INVALID_PAYER', message, input.field === null ? {} : { field: input.field });
    }
    const body = {
      connectorId: input.connectorId,
      parameters: { [input.taxNumber.kind]: input.taxNumber.digits },
      recipientIds: offer.recipientIds,
      configuration: offer.configuration,
      ...(offer.clientPreauthorizationId === null ? {} : { clientPreauthorizationId: offer.clientPreauthorizationId }),
      ...(offer.callbackUrls.success || offer.callbackUrls.error ? { callbackUrls: offer.callbackUrls } : {}),
    };
    const reply = await aggregator.post('/smart-transfers/preauthorizations', body);
    if (reply.status === 404)
      throw new Refusal(refuse('INVALID_OFFER', 'Invalid offer: recipientIds names a payment recipient the merchant does not have'));
    const preauthorization = reply.status === 200 || reply.status === 201 ? readPreauthorization(reply.body) : null;
    if (preauthorization === null) throw unusable('POST /smart-transfers/preauthorizations', reply);
    return json(201, view(preauthorization, offer));
  }

  async function readBack(id: string, offer: PreauthorizationOffer): Promise<Response> {
    if (!UUID.test(id)) throw notFound();
    const reply = await aggregator.get(`/smart-transfers/preauthorizations/${id}`);
    if (reply.status === 404) throw notFound();
    const preauthorization = reply.status === 200 ? readPreauthorization(reply.body) : null;
    if (preauthorization === null || preauthorization.id !== id.toLowerCase()) throw unusable(`GET /smart-transfers/preauthorizations/${id}`, reply);
    // The offer is the capability: a preauthorization made under other terms is not there for it.
    const same =
      preauthorization.clientPreauthorizationId === offer.clientPreauthorizationId &&
      preauthorization.recipientIds.length === offer.recipientIds.length &&
      offer.recipientIds.every((recipientId) => preauthorization.recipientIds.includes(recipientId));
    if (!same) throw notFound();
    return json(200, view(preauthorization, offer));
  }

  return async (http, client) => {
    const route = routeOf(new URL(http.url).pathname);
    if (route === null) return refuse('NOT_FOUND', 'No such endpoint of the payer API');
    // The offer goes in a body, never in an address (which logs and histories keep).
    if (http.method !== 'POST') return refuse('METHOD_NOT_ALLOWED', 'Use POST', {}, { Allow: 'POST' });
    if (!isSameOrigin(http)) return refuse('FORBIDDEN_ORIGIN', 'Only the payer page of this origin may use an offer');
    const wait = route.kind === 'create' ? creations.take(`${client.address} preauthorizations`) : reads.take(client.address);
    if (wait !== null) return refuse('RATE_LIMITED', `Too many requests: try again in ${wait} s`, {}, { 'Retry-After': String(wait) });
    const text = await readBodyText(http, MAX_OFFER_BODY_BYTES);
    let body: unknown;
    try {
      body = text === null ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (text === null || body === undefined)
      return refuse('INVALID_OFFER', `The body must be JSON of at most ${MAX_OFFER_BODY_BYTES} bytes holding the offer`);
    try {
      const offer = offerIn(body, secret, Math.floor(now() / 1000));
      if (route.kind === 'offer') return await offerView(offer);
      if (route.kind === 'create') return await create(text, offer);
      return await readBack(route.id, offer);
    } catch (error) {
      return failed(error);
    }
  };
}
