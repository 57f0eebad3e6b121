// Payment requests: POST /payments/requests, /pix-qr and /automatic-pix; GET list; GET/DELETE /payments/requests/{id}; the payer page paymentUrl opens.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import {
  CreatePaymentRequest,
  CreatePixQrPaymentRequest,
  PAYMENT_REQUEST_STATUSES,
  type EmbeddedPaymentRecipient,
  type PaymentCustomer,
} from '../../../../src/api/schemas/index.js';
import { principalOf } from '../auth/credentials.js';
import { readJson, readPaging } from '../../core/body.js';
import { assertCallbackUrls } from '../../core/client-url.js';
import { withParams } from '../../core/with-params.js';
import { paginate } from '../../core/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { Problem } from '../../core/problem.js';
import { assertAutomaticPixConsent } from './automatic-pix-rules.js';
import { CreateAutomaticPixRequest } from './bodies.js';
import { brazilDate, readDay } from '../../core/brazil-date.js';
import { assertAmount, invalid, pixKeyType } from './checks.js';
import { assertSchedule } from './schedule-check.js';
import { PAYER_PAGE_PATH, payerPageRoutes } from './payer-page-routes.js';
import { parsePixQr } from './pix-qr.js';
import { owned } from '../../core/owned.js';
import {
  customersOf,
  paymentRequestsOf,
  recipientsOf,
  type PaymentRequestKind,
  type RequestResource,
  type StoredPaymentRequest,
  type StoredRecipient,
} from './records.js';

/** Statuses during which a payer is mid-way, so the request cannot be deleted. */
const BUSY = new Set(['IN_PROGRESS', 'WAITING_PAYER_AUTHORIZATION']);

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

function matchesCustomer(customer: PaymentCustomer | null | undefined, wanted: string): boolean {
  if (!customer) return false;
  const text = wanted.toLowerCase();
  const tax = digits(wanted);
  return (
    customer.id === wanted ||
    (customer.name ?? '').toLowerCase().includes(text) ||
    (customer.email ?? '').toLowerCase() === text ||
    (tax !== '' && (digits(customer.cpf) === tax || digits(customer.cnpj) === tax))
  );
}

export function paymentRequestRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const requests = paymentRequestsOf(deps.store);
  const now = () => new Date(deps.clock.now()).toISOString();
  const today = () => brazilDate(deps.clock.now());

  const customerFor = (clientId: string, id: string | undefined) =>
    id === undefined ? null : owned(customersOf(deps.store), id, clientId, 'Payment customer').customer;

  /** The named recipient, or the client's default one when none is named. */
  const recipientFor = (clientId: string, id: string | undefined, smartAccountId?: string): StoredRecipient => {
    if (smartAccountId !== undefined) throw new Problem(400, 'Smart accounts are not available in the sandbox: send a recipientId');
    const recipients = recipientsOf(deps.store);
    if (id !== undefined) return owned(recipients, id, clientId, 'Payment recipient');
    const fallback = recipients.where('clientId', clientId).find((r) => r.recipient.isDefault);
    if (!fallback) throw invalid('recipientId: required when the client has no default payment recipient');
    return fallback;
  };

  const create = (
    c: Context<SandboxEnv>,
    kind: PaymentRequestKind,
    fields: Partial<RequestResource> & { recipient: EmbeddedPaymentRecipient },
    recipientId?: string,
  ) => {
    const at = now();
    const id = randomUUID();
    const request: RequestResource = {
      id,
      fees: 0,
      description: null,
      status: 'CREATED',
      clientPaymentId: null,
      callbackUrls: null,
      paymentUrl: withParams(deps.config.paymentPageUrl ?? `${deps.config.publicUrl}${PAYER_PAGE_PATH}`, { paymentRequestId: id }),
      customer: null,
      smartAccount: null,
      pixQrCode: null,
      boleto: null,
      automaticPix: null,
      schedule: null,
      errorDetail: null,
      isSandbox: false,
      ...fields,
      createdAt: at,
      updatedAt: at,
    };
    const stored: StoredPaymentRequest = { id, clientId: principalOf(c).clientId, kind, request, ...(recipientId ? { recipientId } : {}) };
    return c.json(requests.put(stored).request);
  };

  routes.post('/payments/requests', async (c) => {
    const body = await readJson(c, CreatePaymentRequest);
    assertCallbackUrls('callbackUrls', body.callbackUrls);
    const clientId = principalOf(c).clientId;
    assertAmount(body.amount, 'amount');
    if (body.schedule) assertSchedule(body.schedule, today());
    const recipient = recipientFor(clientId, body.recipientId, body.smartAccountId);
    return create(
      c,
      'pix',
      {
        amount: body.amount,
        description: body.description ?? null,
        clientPaymentId: body.clientPaymentId ?? null,
        callbackUrls: body.callbackUrls ?? null,
        recipient: { ...recipient.recipient, type: 'BANK_ACCOUNT' },
        customer: customerFor(clientId, body.customerId),
        schedule: body.schedule ?? null,
        isSandbox: body.isSandbox ?? false,
      },
      recipient.id,
    );
  });

  routes.post('/payments/requests/pix-qr', async (c) => {
    const body = await readJson(c, CreatePixQrPaymentRequest);
    assertCallbackUrls('callbackUrls', body.callbackUrls);
    const qr = parsePixQr(body.pixQrCode);
    if (!qr) throw invalid('pixQrCode: not a valid PIX QR code (BR Code text with a correct checksum)');
    if (qr.amount === undefined) throw invalid('pixQrCode: the QR code carries no amount');
    const keyType = pixKeyType(qr.key);
    return create(c, 'pix-qr', {
      amount: qr.amount,
      description: null,
      callbackUrls: body.callbackUrls ?? null,
      recipient: {
        type: 'PIX_QR_CODE',
        name: qr.merchantName,
        pixKey: qr.key,
        ...(keyType === 'CPF' || keyType === 'CNPJ' ? { taxNumber: digits(qr.key) } : {}),
      },
      customer: customerFor(principalOf(c).clientId, body.customerId),
      pixQrCode: body.pixQrCode.trim(),
      isSandbox: body.isSandbox ?? false,
    });
  });

  routes.post('/payments/requests/automatic-pix', async (c) => {
    const body = await readJson(c, CreateAutomaticPixRequest);
    assertCallbackUrls('callbackUrls', body.callbackUrls);
    const clientId = principalOf(c).clientId;
    assertAutomaticPixConsent(body, today());
    const recipient = recipientFor(clientId, body.recipientId);
    const { description, recipientId: _recipientId, customerId, callbackUrls, clientPaymentId, isSandbox, ...automaticPix } = body;
    // No amount: an automatic PIX request is a consent; each payment carries its own.
    return create(
      c,
      'automatic-pix',
      {
        description: description ?? null,
        clientPaymentId: clientPaymentId ?? null,
        callbackUrls: callbackUrls ?? null,
        recipient: { ...recipient.recipient, type: 'BANK_ACCOUNT' },
        customer: customerFor(clientId, customerId),
        automaticPix: { isRetryAccepted: false, ...automaticPix },
        isSandbox: isSandbox ?? false,
      },
      recipient.id,
    );
  });

  routes.get('/payments/requests', (c) => {
    const { page, pageSize } = readPaging(c);
    const from = readDay(c, 'from');
    const to = readDay(c, 'to');
    const customer = c.req.query('customer');
    const pixKey = c.req.query('pixKey');
    const statuses = (c.req.query('status') ?? '').split(',').filter((s) => s !== '');
    const unknown = statuses.find((s) => !(PAYMENT_REQUEST_STATUSES as readonly string[]).includes(s));
    if (unknown) throw new Problem(400, `Query parameter status: "${unknown}" is not a payment request status`);
    const list = requests
      .where('clientId', principalOf(c).clientId)
      .map((r) => r.request)
      .filter((r) => {
        const day = brazilDate(Date.parse(r.createdAt));
        if (from && day < from) return false;
        if (to && day > to) return false;
        if (customer && !matchesCustomer(r.customer, customer)) return false;
        if (pixKey && r.recipient?.pixKey !== pixKey) return false;
        return statuses.length === 0 || statuses.includes(r.status);
      })
      .reverse();
    return c.json(paginate(list, page, pageSize));
  });

  routes.get('/payments/requests/:id', (c) => c.json(owned(requests, c.req.param('id'), principalOf(c).clientId, 'Payment request').request));

  routes.delete('/payments/requests/:id', (c) => {
    const stored = owned(requests, c.req.param('id'), principalOf(c).clientId, 'Payment request');
    if (BUSY.has(stored.request.status)) {
      throw new Problem(409, `Payment request ${stored.id} is ${stored.request.status}: a payer is paying it; wait for the payment to end`);
    }
    requests.delete(stored.id);
    return c.json({});
  });

  routes.route('/', payerPageRoutes());

  return routes;
}
