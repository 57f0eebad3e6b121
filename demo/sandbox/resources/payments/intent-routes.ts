// Payment intents: POST /payments/intents, GET /payments/intents?paymentRequestId=, GET /payments/intents/{id}, and their consent page.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { PAYMENT_METHODS, type PaymentIntent } from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { Problem } from '../../core/problem.js';
import { CreatePaymentIntentBody } from './bodies.js';
import { assertTaxNumber, invalid } from './checks.js';
import { intentConsentPageRoutes } from './consent-page-routes.js';
import { startIntent } from './intent-flow.js';
import { owned } from '../../core/owned.js';
import { paymentConnector } from './payment-connector.js';
import { buildPixQr } from './pix-qr.js';
import { paymentIntentsOf, paymentRequestsOf, type StoredPaymentIntent, type StoredPaymentRequest } from './records.js';

/** A payer may start paying a fresh request, or try again after a failed attempt. */
const PAYABLE = new Set(['CREATED', 'ERROR']);

export function intentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const intents = paymentIntentsOf(deps.store);
  const requests = paymentRequestsOf(deps.store);

  const present = (stored: StoredPaymentIntent): PaymentIntent => ({
    ...stored.intent,
    paymentRequest: requests.get(stored.paymentRequestId)?.request ?? null,
  });

  /** What the payer scans: the request's own QR code, or one made for this intent (dynamic: payable once). */
  const pixDataFor = (request: StoredPaymentRequest, intentId: string, dynamic: boolean) => {
    const { recipient, amount } = request.request;
    const made = () =>
      buildPixQr({
        key: recipient?.pixKey ?? recipient?.taxNumber ?? intentId,
        merchantName: recipient?.name ?? 'Sandbox',
        merchantCity: 'Sao Paulo',
        amount,
        txid: intentId.replace(/-/g, '').slice(0, 25),
        singleUse: dynamic,
      });
    const value = dynamic ? made() : (request.request.pixQrCode ?? made());
    return { qr: value, value };
  };

  /** The interface's rule for a dynamic QR code: a PIX intent, for a request made with a customerId whose customer has a CPF or CNPJ. */
  const assertDynamicPix = (request: StoredPaymentRequest, method: string) => {
    if (method !== 'PIX') throw invalid('isDynamicPix: only for paymentMethod PIX');
    const customer = request.request.customer;
    if (!customer) throw invalid(`isDynamicPix: payment request ${request.id} has no customer; create it with a customerId`);
    if (!customer.cpf && !customer.cnpj) throw invalid(`isDynamicPix: the request's customer ${customer.id ?? ''} has no CPF or CNPJ`);
  };

  routes.post('/payments/intents', async (c) => {
    const body = await readJson(c, CreatePaymentIntentBody);
    const clientId = principalOf(c).clientId;
    const request = owned(requests, body.paymentRequestId, clientId, 'Payment request');
    const method = body.paymentMethod ?? 'PIS';
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw invalid(`paymentMethod: must be one of ${PAYMENT_METHODS.join(', ')}`);
    if (!PAYABLE.has(request.request.status) || request.activeIntentId !== undefined) {
      throw new Problem(409, `Payment request ${request.id} is ${request.request.status}: it cannot take a new payment intent`);
    }
    const automatic = request.kind === 'automatic-pix';
    if (automatic && method === 'PIX') throw invalid('paymentMethod: an automatic PIX request is authorized through payment initiation (PIS)');
    const dynamic = body.isDynamicPix === true;
    if (dynamic) assertDynamicPix(request, method);
    const payer = body.parameters ?? {};
    let connector = null;
    if (method === 'PIS') {
      if (body.connectorId === undefined) throw invalid('connectorId: required for payment initiation');
      connector = paymentConnector(deps, body.connectorId, automatic ? 'supportsAutomaticPix' : 'supportsPaymentInitiation');
      if (body.parameters?.cpf === undefined && body.parameters?.cnpj === undefined) {
        throw invalid("parameters.cpf: required, the payer's CPF (or parameters.cnpj, a company's CNPJ)");
      }
      if (body.parameters.cpf !== undefined) assertTaxNumber(body.parameters.cpf, 'parameters.cpf');
      if (body.parameters.cnpj !== undefined) assertTaxNumber(body.parameters.cnpj, 'parameters.cnpj');
      if (automatic && !body.parameters.name?.trim()) throw invalid("parameters.name: required, the payer's name, for an automatic PIX request");
    }
    const at = new Date(deps.clock.now()).toISOString();
    const id = randomUUID();
    const stored = intents.put({
      id,
      clientId,
      paymentRequestId: request.id,
      payer,
      intent: {
        id,
        status: 'STARTED',
        connector,
        consentUrl: null,
        paymentMethod: method,
        pixData: method === 'PIX' ? pixDataFor(request, id, dynamic) : null,
        endToEndId: null,
        payerAccount: null,
        errorDetail: null,
        createdAt: at,
        updatedAt: at,
      },
    });
    startIntent(deps, stored);
    return c.json(present(intents.get(id) ?? stored));
  });

  routes.get('/payments/intents', (c) => {
    const { page, pageSize } = readPaging(c);
    const requestId = c.req.query('paymentRequestId');
    if (!requestId) throw new Problem(400, 'Query parameter paymentRequestId is required');
    const clientId = principalOf(c).clientId;
    owned(requests, requestId, clientId, 'Payment request');
    const list = intents
      .where('paymentRequestId', requestId)
      .filter((i) => i.clientId === clientId)
      .reverse()
      .map(present);
    return c.json(paginate(list, page, pageSize));
  });

  routes.get('/payments/intents/:id', (c) => c.json(present(owned(intents, c.req.param('id'), principalOf(c).clientId, 'Payment intent'))));

  routes.route('/', intentConsentPageRoutes(deps));

  return routes;
}
