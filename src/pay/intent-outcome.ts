// Where an intent's status puts the payer (authorize, wait, receipt, or a problem said in words), and whether a request can be paid.
import type { Intent, PayRequest } from './payer-schemas.js';

export type Phase = 'authorize' | 'processing' | 'completed' | 'failed';

/** Each problem the payer can read about: never the bank's code itself. */
export type Problem = 'declined' | 'consentInvalid' | 'expired' | 'balance' | 'limit' | 'refused' | 'bankFailure' | 'failed';

/** Why a request cannot be paid here. */
export type Closed = 'paid' | 'expired' | 'canceled' | 'refunded' | 'other';

// A smart transfer preauthorization's statuses are read here too (CREATED awaits the payer, COMPLETED
// is allowed): no payment intent has either, so one table serves both.
const AUTHORIZE = new Set(['STARTED', 'ENQUEUED', 'CONSENT_AWAITING_AUTHORIZATION', 'CREATED']);
const PROCESSING = new Set([
  'CONSENT_AUTHORIZED',
  'PAYMENT_PENDING',
  'PAYMENT_PARTIALLY_ACCEPTED',
  'PAYMENT_SETTLEMENT_PROCESSING',
  'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
]);

export function phaseOf(status: string): Phase {
  if (AUTHORIZE.has(status)) return 'authorize';
  if (PROCESSING.has(status)) return 'processing';
  return status === 'PAYMENT_COMPLETED' || status === 'COMPLETED' ? 'completed' : 'failed';
}

/** The known reasons of the open-finance payment error list (the sandbox's among them), in the payer's terms. */
const BANK_REASONS: Readonly<Record<string, Problem>> = {
  SALDO_INSUFICIENTE: 'balance',
  VALOR_ACIMA_LIMITE: 'limit',
  PAGAMENTO_RECUSADO_DETENTORA: 'refused',
  PAGAMENTO_RECUSADO_SPI: 'refused',
  FALHA_INFRAESTRUTURA_DETENTORA: 'bankFailure',
};

/** The problem a failed intent (or preauthorization, `kind` PREAUTHORIZATION) tells the payer about. */
export function problemOf(intent: Pick<Intent, 'status' | 'errorDetail'>, kind?: string): Problem {
  const code = intent.errorDetail?.code ?? '';
  // A preauthorization REJECTED is the payer's no at the bank; ERROR and REVOKED, the bank's failure.
  if (kind === PREAUTHORIZATION) return intent.status === 'REJECTED' ? 'declined' : 'failed';
  if (intent.status === 'CONSENT_REJECTED') {
    if (code === 'CONSENT_EXPIRED') return 'expired';
    return code === 'CONSENTIMENTO_INVALIDO' ? 'consentInvalid' : 'declined';
  }
  if (intent.status === 'PAYMENT_REJECTED' || intent.status === 'REJECTED' || intent.status === 'ERROR') return BANK_REASONS[code] ?? 'failed';
  return 'failed';
}

/** A request takes a new intent while CREATED, or ERROR after a failed one. */
export const isPayable = (request: Pick<PayRequest, 'status'>): boolean => request.status === 'CREATED' || request.status === 'ERROR';

export function closedReason(status: string): Closed {
  if (status === 'COMPLETED' || status === 'AUTHORIZED' || status === 'SCHEDULED') return 'paid';
  if (status === 'EXPIRED') return 'expired';
  if (status === 'CANCELED') return 'canceled';
  return status.startsWith('REFUND') ? 'refunded' : 'other';
}

/** The kind of the payer page's request when it carries a preauthorization offer instead of a payment. */
export const PREAUTHORIZATION = 'OFFER';

/**
 * The merchant's page for an outcome, with the request's and intent's ids added (a preauthorization
 * has no request: its id goes as preauthorizationId); null when the request has none or it is not an
 * http(s) address.
 */
export function callbackUrl(base: string | null | undefined, requestId: string, intentId: string | undefined): string | null {
  if (!base) return null;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (requestId) url.searchParams.set('paymentRequestId', requestId);
    if (intentId) url.searchParams.set(requestId ? 'paymentIntentId' : 'preauthorizationId', intentId);
    return url.href;
  } catch {
    return null;
  }
}
