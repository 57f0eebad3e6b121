// createConnect: one widget frame for a host page, shown as a modal or inline, behind a small handle.
import type { CloseReason } from '../../contract/close-reasons.js';
import { parseConnectOptions } from './connect-options.js';
import type { ConnectDefaults, ResolvedOptions } from './connect-options.js';
import { inertHandle } from './connect-handle.js';
import type { ConnectHandle } from './connect-handle.js';
import { widgetError } from '../../contract/error-codes.js';
import type { WidgetError } from '../../contract/error-codes.js';
import { createFrameConnection } from './frame-connection.js';
import type { WidgetMessage } from './frame-connection.js';
import { hostTexts } from './host-texts.js';
import { initMessage } from './init-message.js';
import { inlineSurface } from './inline-surface.js';
import { modalSurface } from './modal-surface.js';
import { safeCall } from './safe-call.js';
import { tokenResponse } from './token-response.js';

export type ConnectDeps = {
  /** Time the frame has to answer the handshake; tests shorten it. */
  handshakeTimeoutMs?: number;
};

const HANDSHAKE_TIMEOUT_MS = 20_000;

/**
 * Never throws. Bad options give a handle whose `error` names the option (onError is called in a
 * microtask) and whose methods do nothing; without a DOM the handle is inert.
 */
export function createConnect(input: unknown, defaults: ConnectDefaults = {}, deps: ConnectDeps = {}): ConnectHandle {
  if (typeof window === 'undefined' || typeof document === 'undefined') return inertHandle(null);
  const parsed = parseConnectOptions(input, defaults);
  if (!parsed.ok) return failedHandle(input, parsed.error);
  // A file:// or sandboxed page has no origin the frame could answer to: say so now, not after a timeout.
  if (window.location.origin === 'null') {
    return failedHandle(
      input,
      widgetError('FRAME_UNAVAILABLE', 'The widget needs a page served over http(s): this page has no origin the widget frame can answer.'),
    );
  }
  try {
    return connect(window, parsed.options, deps.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS);
  } catch {
    // Whatever the page's DOM throws while the frame is set up is reported, never thrown at the caller.
    return failedHandle(input, widgetError('UNEXPECTED', 'The widget frame could not be created on this page.'));
  }
}

/** The inert handle carrying `error`, which onError (when it is a function) hears in a microtask. */
function failedHandle(input: unknown, error: WidgetError): ConnectHandle {
  const onError: unknown = typeof input === 'object' && input !== null ? Reflect.get(input, 'onError') : undefined;
  if (typeof onError === 'function') queueMicrotask(() => safeCall((reported: WidgetError) => onError(reported), error));
  return inertHandle(error);
}

function connect(win: Window, options: ResolvedOptions, timeoutMs: number): ConnectHandle {
  const texts = hostTexts(win.navigator.languages ?? [], options.language);
  let destroyed = false;
  let error: WidgetError | null = null;
  let ready = false;
  /** The frame's current page has answered `initialized` (false again while it reloads). */
  let live = false;
  let showing = false;
  let openReported = false;
  let token = options.connectToken;

  const surface =
    options.display === 'inline' && options.container !== undefined
      ? inlineSurface(options.container)
      : modalSurface({ win, texts, nonce: options.nonce, theme: options.theme, onDismiss: (reason) => finish(reason) });

  const connection = createFrameConnection({
    win,
    widgetUrl: options.widgetUrl,
    title: texts.frame,
    timeoutMs,
    place: (iframe) => surface.place(iframe),
    init: () => initMessage(options, token),
    onLoad() {
      live = false;
      surface.setState('loading');
    },
    onMessage: receive,
    onFailure: fail,
  });

  function fail(failure: WidgetError): void {
    if (destroyed || error !== null) return;
    error = failure;
    live = false;
    surface.setState('failed');
    safeCall(options.onError, failure);
  }

  function receive(message: WidgetMessage): void {
    switch (message.type) {
      case 'initialized': {
        const first = !ready;
        live = true;
        ready = true;
        surface.setState('live');
        if (first) safeCall(options.onReady);
        if (showing) connection.post({ type: 'open' });
        else if (first && options.display === 'inline') open();
        return;
      }
      case 'open':
        // A frame that reloaded while open says `open` again: still one onOpen per open.
        if (showing && !openReported) {
          openReported = true;
          safeCall(options.onOpen);
        }
        return;
      case 'event':
        safeCall(options.onEvent, message.event);
        return;
      case 'success':
        safeCall(options.onSuccess, { item: message.item });
        return;
      case 'error':
        // Before `initialized` the frame refused its options: the handle cannot work.
        if (live) safeCall(options.onError, message.error);
        else fail(message.error);
        return;
      case 'resize':
        surface.resize(message.height);
        return;
      case 'token-request':
        void tokenResponse(options.fetchConnectToken, message.requestId).then((response) => {
          if (destroyed) return;
          if (response.ok && response.token !== undefined) token = response.token;
          connection.post(response);
        });
        return;
      case 'close':
        finish(message.reason);
        return;
    }
  }

  function open(): void {
    if (destroyed || showing) return;
    showing = true;
    openReported = false;
    surface.show();
    if (live) connection.post({ type: 'open' });
  }

  /** Every way of closing ends here, so onClose fires once per open. */
  function finish(reason: CloseReason): void {
    if (destroyed || !showing) return;
    showing = false;
    // The frame ends its session (its widget is unmounted); a reopen mounts a fresh one.
    if (live) connection.post({ type: 'close', reason });
    surface.hide();
    safeCall(options.onClose, { reason });
  }

  return {
    open,
    close: () => finish('host'),
    destroy() {
      if (destroyed) return;
      finish('destroy');
      destroyed = true;
      connection.destroy();
      surface.destroy();
    },
    get ready() {
      return ready;
    },
    get error() {
      return error;
    },
  };
}
