// The stable error codes the widget reports through onError, in one table, and the error they come in.
import type { Item } from '../api/schemas/item.js';
export const WIDGET_ERROR_CODES = {
  /** A host option failed its schema; the message names the option. */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** The Connect Token expired and no fetchConnectToken was given (or it failed). */
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  /** The token was refused for another reason (401/403). */
  UNAUTHORIZED: 'UNAUTHORIZED',
  CONNECTORS_UNAVAILABLE: 'CONNECTORS_UNAVAILABLE',
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  ITEM_NOT_FOUND: 'ITEM_NOT_FOUND',
  ITEM_IS_ALREADY_UPDATING: 'ITEM_IS_ALREADY_UPDATING',
  /** The other update rejections of the interface. */
  UPDATE_REJECTED: 'UPDATE_REJECTED',
  /** The item ended LOGIN_ERROR / OUTDATED / with an execution error; `data.item` has it. */
  ITEM_ERROR: 'ITEM_ERROR',
  USER_INPUT_TIMEOUT: 'USER_INPUT_TIMEOUT',
  CONSENT_DENIED: 'CONSENT_DENIED',
  RATE_LIMITED: 'RATE_LIMITED',
  NETWORK: 'NETWORK',
  UNEXPECTED: 'UNEXPECTED',
  /** Iframe embeds: the widget page did not load or did not answer the handshake in time. */
  FRAME_UNAVAILABLE: 'FRAME_UNAVAILABLE',
  /** Iframe embeds: the host script and the widget page share no protocol version. */
  PROTOCOL_MISMATCH: 'PROTOCOL_MISMATCH',
} as const;
export type WidgetErrorCode = keyof typeof WIDGET_ERROR_CODES;

/**
 * What onError receives, whichever way the widget is embedded. `option` names the bad option of
 * INVALID_OPTIONS; `data.item` is the item an ITEM_ERROR (or another item-level error) ended with.
 */
export type WidgetError = { code: WidgetErrorCode; message: string; option?: string; data?: { item?: Item } };

export const widgetError = (code: WidgetErrorCode, message: string): WidgetError => ({ code, message });
