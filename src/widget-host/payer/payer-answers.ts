// The payer API's answers: JSON never stored by a cache, and its errors as `{ code, message }` with the contract's codes.

export type PayerErrorCode =
  | 'INVALID_PAYER'
  | 'FORBIDDEN_ORIGIN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYMENT_REQUEST_NOT_FOUND'
  | 'PAYMENT_REQUEST_CLOSED'
  | 'RATE_LIMITED'
  | 'AGGREGATOR_UNAVAILABLE'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'INVALID_OFFER'
  | 'OFFER_EXPIRED'
  | 'PREAUTHORIZATION_NOT_FOUND'
  | 'PREAUTHORIZATIONS_NOT_CONFIGURED';

const STATUS: Readonly<Record<PayerErrorCode, number>> = {
  INVALID_PAYER: 400,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYMENT_REQUEST_NOT_FOUND: 404,
  PAYMENT_REQUEST_CLOSED: 409,
  RATE_LIMITED: 429,
  AGGREGATOR_UNAVAILABLE: 502,
  PAYMENTS_NOT_CONFIGURED: 503,
  INVALID_OFFER: 400,
  OFFER_EXPIRED: 400,
  PREAUTHORIZATION_NOT_FOUND: 404,
  PREAUTHORIZATIONS_NOT_CONFIGURED: 503,
};

// It holds a payer's payment: no cache, shared or private, keeps it.
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

/** An error answer; `extra` adds the fields some codes carry (`field`, `status`) and `headers` what some need (Retry-After, Allow). */
export const refuse = (code: PayerErrorCode, message: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}): Response =>
  json(STATUS[code], { code, message, ...extra }, headers);

/** Why an answer ended early: thrown deep in a route, turned into its answer once. */
export class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}
