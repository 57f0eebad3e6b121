// What a session tells the page: each callback of its options and the matching DOM event on the
// element, never after the session has stopped.
import type { WidgetError } from '../../contract/error-codes.js';
import type { CloseMetadata, WidgetEvent } from '../../contract/events.js';
import type { SuccessPayload } from '../../contract/options.js';
import { DOM_EVENTS, dispatchWidgetEvent } from '../dom-events.js';
import type { PonteOptions } from '../options.js';

export type HostReports = {
  event(event: WidgetEvent): void;
  success(payload: SuccessPayload): void;
  error(payload: WidgetError): void;
  opened(): void;
  closed(metadata: CloseMetadata): void;
  hidden(): void;
};

/** `options` is read at each report: the host's latest callbacks are the ones called. */
export function hostReports(element: EventTarget, options: () => PonteOptions, stopped: () => boolean): HostReports {
  const report = <T>(callback: ((payload: T) => void) | undefined, type: (typeof DOM_EVENTS)[keyof typeof DOM_EVENTS] | null, payload: T) => {
    if (stopped()) return;
    callback?.(payload);
    if (type !== null) dispatchWidgetEvent(element, type, payload);
  };
  return {
    event: (event) => report(options().onEvent, DOM_EVENTS.event, event),
    success: (payload) => report(options().onSuccess, DOM_EVENTS.success, payload),
    error: (payload) => report(options().onError, DOM_EVENTS.error, payload),
    opened: () => report(options().onOpen, null, undefined),
    closed: (metadata) => report(options().onClose, DOM_EVENTS.close, metadata),
    hidden: () => report(options().onHide, null, undefined),
  };
}
