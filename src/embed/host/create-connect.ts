// createConnect: one widget frame for a host page, shown as a modal or inline, behind a small handle.
import type { CloseReason } from '../../contract/close-reasons.js';
import { type WidgetError, widgetError } from '../../contract/error-codes.js';
import { isFields } from '../../contract/guards.js';
import { type ConnectHandle, inertHandle } from './connect-handle.js';
import { type ConnectDefaults, parseConnectOptions, type ResolvedOptions } from './connect-options.js';
import { createFrameConnection, type WidgetMessage } from './frame-connection.js';
import { hostTexts } from './host-texts.js';
import { initMessage } from './init-message.js';
import { inlineSurface } from './inline-surface.js';
import { modalSurface } from './modal-surface.js';
import { discardPreloaded, type PreloadedFrame } from './preloaded-frame.js';
import { safeCall } from './safe-call.js';
import { tokenResponse } from './token-response.js';

export type ConnectDeps = {
  /** Time the frame has to answer the handshake; tests shorten it. */
  handshakeTimeoutMs?: number;
  /** The script-tag loader's frame, already loading where this display puts it. */
  preloaded?: PreloadedFrame | undefined;
};

/**
 * Never throws. Bad options give a handle whose `error` names the option (onError is called in a
 * microtask) and whose methods do nothing; without a DOM the handle is inert.
 */
export function createConnect(input: unknown, defaults: ConnectDefaults = {}, deps: ConnectDeps = {}): ConnectHandle {
  if (typeof window === 'undefined' || typeof document === 'undefined') return inertHandle(null);
  const { preloaded } = deps;
  const parsed = parseConnectOptions(input, defaults);
  let error: WidgetError;
  if (!parsed.ok) error = parsed.error;
  // A file:// or sandboxed page has no origin the frame could answer to: say so now, not after a timeout.
  else if (window.location.origin === 'null')
    error = widgetError('FRAME_UNAVAILABLE', 'The widget needs a page served over http(s), which has an origin.');
  else {
    try {
      return connect(window, parsed.options, deps.handshakeTimeoutMs ?? 20_000, preloaded);
    } catch {
      // Whatever the page's DOM throws while the frame is set up is reported, never thrown at the caller.
      error = widgetError('UNEXPECTED', 'The widget frame could not be created on this page.');
    }
  }
  // No handle will drive the loader's frame.
  if (preloaded) discardPreloaded(preloaded);
  const onError = isFields(input) ? input.onError : undefined;
  queueMicrotask(() => safeCall(onError as ((reported: WidgetError) => void) | undefined, error));
  return inertHandle(error);
}

function connect(win: Window, options: ResolvedOptions, timeoutMs: number, preloaded: PreloadedFrame | undefined): ConnectHandle {
  const texts = hostTexts(win.navigator.languages ?? [], options.language);
  let destroyed = false;
  let error: WidgetError | null = null;
  let ready = false;
  /** The frame's current page has answered `initialized` (false again while it reloads). */
  let live = false;
  let showing = false;
  let openReported = false;
  let token = options.connectToken;
  // No token given: the first is asked of fetchConnectToken now, while the frame loads.
  const firstToken =
    token === undefined ? tokenResponse(options.fetchConnectToken, 'first').then((response) => (response.ok ? response.token : undefined)) : null;
  const init = () => {
    if (token !== undefined) return initMessage(options, token);
    return (firstToken ?? Promise.resolve(undefined)).then((first) => {
      token ??= first;
      if (token !== undefined) return initMessage(options, token);
      fail(widgetError('TOKEN_EXPIRED', 'fetchConnectToken gave no Connect Token to start with.'));
      return null;
    });
  };

  const inline = options.display === 'inline';

  const surface = inline
    ? inlineSurface(options.container as HTMLElement)
    : modalSurface({ win, texts, nonce: options.nonce, theme: options.theme, onDismiss: finish, dialog: preloaded?.dialog });

  const connection = createFrameConnection({
    win,
    widgetUrl: options.widgetUrl,
    title: texts.frame,
    timeoutMs,
    place: surface.place,
    preloaded,
    init,
    onLoad() {
      live = false;
      surface.setState('loading');
    },
    onMessage: receive,
    onFailure: fail,
  });

  function fail(failure: WidgetError): void {
    if (destroyed || error) return;
    error = failure;
    live = false;
    surface.setState('failed');
    safeCall(options.onError, failure);
  }

  function receive(message: WidgetMessage): void {
    const { type } = message;
    if (type === 'initialized') {
      const first = !ready;
      live = ready = true;
      surface.setState('live');
      if (first) safeCall(options.onReady);
      if (showing) connection.post({ type: 'open' });
      else if (first && inline) open();
    } else if (type === 'open') {
      // A frame that reloaded while open says `open` again: still one onOpen per open.
      if (showing && !openReported) {
        openReported = true;
        safeCall(options.onOpen);
      }
    } else if (type === 'event') safeCall(options.onEvent, message.event);
    else if (type === 'success') safeCall(options.onSuccess, { item: message.item });
    // Before `initialized` the frame refused its options: the handle cannot work.
    else if (type === 'error') live ? safeCall(options.onError, message.error) : fail(message.error);
    else if (type === 'resize') surface.resize(message.height);
    else if (type === 'close') finish(message.reason);
    else
      void tokenResponse(options.fetchConnectToken, message.requestId).then((response) => {
        if (destroyed) return;
        if (response.token) token = response.token;
        connection.post(response);
      });
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
