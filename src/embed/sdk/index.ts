// ponte: createConnect for bundlers. Importing it touches no browser global (safe under SSR).
import { createConnect as connect } from '../host/create-connect.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import type { ConnectOptions } from '../host/connect-options.js';

/**
 * One widget frame for this page: created at once (hidden) so the widget loads before the user
 * clicks, shown by `open()` as a modal, or inline in `container`. Never throws: bad options give a
 * handle whose `error` names the option. Without a DOM (server rendering) the handle does nothing.
 */
export function createConnect(options: ConnectOptions): ConnectHandle {
  return connect(options);
}

export type { ConnectHandle } from '../host/connect-handle.js';
export type { ConnectCallbacks, ConnectOptions } from '../host/connect-options.js';
export type { EmbedError } from '../host/embed-error.js';
export type { CloseReason, Display } from '../protocol.js';
export type { PonteOptions } from '../options.js';
export type { SuccessPayload } from '../../flow/types.js';
export type { WidgetEvent, WidgetEventName } from '../../flow/events.js';
export type { WidgetErrorCode } from '../../flow/error-codes.js';
export { DOM_EVENTS } from '../dom-events.js';
export { WIDGET_EVENTS } from '../../flow/events.js';
export { WIDGET_ERROR_CODES } from '../../flow/error-codes.js';
