// ponte: createConnect for bundlers. Importing it touches no browser global (safe under SSR).
import type { ConnectOptions } from '../../contract/options.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import { createConnect as connect } from '../host/create-connect.js';

/**
 * One widget frame for this page: created at once (hidden) so the widget loads before the user
 * clicks, shown by `open()` as a modal, or inline in `container`. Never throws: bad options give a
 * handle whose `error` names the option. Without a DOM (server rendering) the handle does nothing.
 */
export function createConnect(options: ConnectOptions): ConnectHandle {
  return connect(options);
}

export type { CloseReason } from '../../contract/close-reasons.js';
export type { WidgetError, WidgetError as EmbedError, WidgetErrorCode } from '../../contract/error-codes.js';
export { WIDGET_ERROR_CODES } from '../../contract/error-codes.js';
export type { WidgetEvent, WidgetEventName } from '../../contract/events.js';
export { WIDGET_EVENTS } from '../../contract/events.js';
export type { ConnectCallbacks, ConnectOptions, Display, PonteOptions, SuccessPayload } from '../../contract/options.js';
export type { ConnectHandle } from '../host/connect-handle.js';
export { DOM_EVENTS } from '../dom-events.js';
