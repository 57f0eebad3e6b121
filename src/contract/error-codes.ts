// The stable error codes the widget reports through onError, in one list (the README says what
// each means), and the error they come in.
import type { Item } from '../api/schemas/item.js';
import type { PaymentResult } from './options.js';

/** Every code, as a list: what the host runtime checks a frame's error against. */
export const WIDGET_ERROR_CODE_LIST = [
  /** A host option failed its schema; the message names the option. */
  'INVALID_OPTIONS',
  /** The Connect Token expired and no fetchConnectToken was given (or it failed). */
  'TOKEN_EXPIRED',
  /** The token was refused for another reason (401/403). */
  'UNAUTHORIZED',
  'CONNECTORS_UNAVAILABLE',
  'CONNECTOR_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'ITEM_IS_ALREADY_UPDATING',
  /** The other update rejections of the interface. */
  'UPDATE_REJECTED',
  /** The item ended LOGIN_ERROR / OUTDATED / with an execution error; `data.item` has it. */
  'ITEM_ERROR',
  'USER_INPUT_TIMEOUT',
  'CONSENT_DENIED',
  'RATE_LIMITED',
  'NETWORK',
  'UNEXPECTED',
  /** Iframe embeds: the widget page did not load or did not answer the handshake in time. */
  'FRAME_UNAVAILABLE',
  /** Iframe embeds: the host script and the widget page share no protocol version. */
  'PROTOCOL_MISMATCH',
] as const;

/** Payment mode's own codes, beside those above that it reports too (INVALID_OPTIONS, NETWORK, RATE_LIMITED, UNEXPECTED, FRAME_UNAVAILABLE, PROTOCOL_MISMATCH). */
export const PAYMENT_ERROR_CODE_LIST = [
  /**
   * Payment mode: the payer's attempt ended unpaid: refused at the bank's consent page, the consent
   * rejected or not given in time, or the payment refused by the bank (`data.paymentIntent.status`
   * says which). The payer may try again, with another bank, in the same widget.
   */
  'PAYMENT_FAILED',
  /**
   * Payment mode: nothing can be paid here: the request is unknown, paid, expired or canceled, or
   * the widget host has no API credentials (the message says which).
   */
  'PAYMENT_UNAVAILABLE',
] as const;
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODE_LIST)[number] | (typeof PAYMENT_ERROR_CODE_LIST)[number];

/** Each code by its name (`WIDGET_ERROR_CODES.TOKEN_EXPIRED === 'TOKEN_EXPIRED'`), built from the lists. */
export const WIDGET_ERROR_CODES = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ [...WIDGET_ERROR_CODE_LIST, ...PAYMENT_ERROR_CODE_LIST].map((code) => [code, code]),
) as {
  readonly [Code in WidgetErrorCode]: Code;
};

/**
 * What onError receives, whichever way the widget is embedded. `option` names the bad option of
 * INVALID_OPTIONS; `data.item` is the item an ITEM_ERROR (or another item-level error) ended with,
 * `data.paymentIntent` the payer's attempt a payment error ended.
 */
export type WidgetError = { code: WidgetErrorCode; message: string; option?: string; data?: { item?: Item; paymentIntent?: PaymentResult } };

export const widgetError = (code: WidgetErrorCode, message: string): WidgetError => ({ code, message });
