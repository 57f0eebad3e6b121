// ponte: createConnect for bundlers. Importing it touches no browser global (safe under SSR).
import { createConnect as connect } from '../host/create-connect';
import type { ConnectHandle } from '../host/connect-handle';
import type { ConnectOptions } from '../host/connect-options';

/**
 * One widget frame for this page: created at once (hidden) so the widget loads before the user
 * clicks, shown by `open()` as a modal, or inline in `container`. Never throws: bad options give a
 * handle whose `error` names the option. Without a DOM (server rendering) the handle does nothing.
 */
export function createConnect(options: ConnectOptions): ConnectHandle {
  return connect(options);
}

export type { ConnectHandle } from '../host/connect-handle';
export type { ConnectCallbacks, ConnectOptions } from '../host/connect-options';
export type { EmbedError } from '../host/embed-error';
export type { CloseReason, Display } from '../protocol';
export type { PonteOptions } from '../options';
export type { SuccessPayload } from '../../flow/types';
export type { WidgetEvent, WidgetEventName } from '../../flow/events';
export type { WidgetErrorCode } from '../../flow/error-codes';
export { DOM_EVENTS } from '../dom-events';
export { WIDGET_EVENTS } from '../../flow/events';
export { WIDGET_ERROR_CODES } from '../../flow/error-codes';
