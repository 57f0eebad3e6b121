// The payer API's failures as the page tells them apart: the server's code (and refused field), or the page's own.

/** The server's codes (see the payer API), and the page's own for what never reached an answer. */
export type PayerErrorCode =
  | 'INVALID_PAYER'
  | 'FORBIDDEN_ORIGIN'
  | 'PAYMENT_REQUEST_NOT_FOUND'
  | 'PAYMENT_REQUEST_CLOSED'
  | 'RATE_LIMITED'
  | 'AGGREGATOR_UNAVAILABLE'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'INVALID_OFFER'
  | 'OFFER_EXPIRED'
  | 'PREAUTHORIZATION_NOT_FOUND'
  | 'PREAUTHORIZATIONS_NOT_CONFIGURED'
  | 'NETWORK'
  | 'UNREADABLE';

export class PayerApiError extends Error {
  constructor(
    readonly code: PayerErrorCode | (string & {}),
    readonly status: number,
    readonly field?: string,
    /** For RATE_LIMITED: the server's Retry-After, in seconds, when it gave one. */
    readonly retryAfter?: number,
  ) {
    super(`payer API: ${code}`);
    this.name = 'PayerApiError';
  }
}
