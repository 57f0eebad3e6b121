// ponte: createConnect for bundlers. Importing it touches no browser global (safe under SSR).
import type { ConnectOptions, PaymentOptions, PreauthorizationOptions } from '../../contract/options.js';
import type { DOM_EVENTS as ELEMENT_DOM_EVENTS } from '../dom-events.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import { createConnect as connect } from '../host/create-connect.js';

/**
 * One widget frame for this page: created at once (hidden) so the widget loads before the user
 * clicks, shown by `open()` as a modal, or inline in `container`. Never throws: bad options give a
 * handle whose `error` names the option. Without a DOM (server rendering) the handle does nothing.
 */
export const createConnect: {
  (options: ConnectOptions): ConnectHandle;
  /** Payment mode: the payer pays one payment request; onSuccess receives `{ paymentIntent }`. */
  (options: PaymentOptions): ConnectHandle;
  /** A smart transfer preauthorization: the payer takes up the offer; onSuccess receives `{ preauthorization }`. */
  (options: PreauthorizationOptions): ConnectHandle;
  /** Any of them, decided at run time by `paymentRequestId` or `preauthorizationOffer` (as `ponte/react` does). */
  (options: ConnectOptions | PaymentOptions | PreauthorizationOptions): ConnectHandle;
} = connect;

export type { CloseReason } from '../../contract/close-reasons.js';
export type { WidgetError, WidgetError as EmbedError, WidgetErrorCode } from '../../contract/error-codes.js';
export { WIDGET_ERROR_CODES } from '../../contract/error-codes.js';
export type { WidgetEvent, WidgetEventName } from '../../contract/events.js';
export { PAYMENT_EVENTS, WIDGET_EVENTS } from '../../contract/events.js';
export type {
  ConnectCallbacks,
  ConnectOptions,
  Display,
  PaymentOptions,
  PaymentResult,
  PaymentSuccessPayload,
  PonteOptions,
  PreauthorizationOptions,
  PreauthorizationResult,
  PreauthorizationSuccessPayload,
  SuccessPayload,
} from '../../contract/options.js';
export type { ConnectHandle } from '../host/connect-handle.js';

/**
 * The DOM events the element and the declared buttons dispatch. Named here as well as in
 * dom-events.ts (the compiler holds the two equal), so this entry shares no module with the element's
 * and ships as one file.
 */
export const DOM_EVENTS: typeof ELEMENT_DOM_EVENTS = {
  success: 'ponte:success',
  error: 'ponte:error',
  event: 'ponte:event',
  close: 'ponte:close',
};
