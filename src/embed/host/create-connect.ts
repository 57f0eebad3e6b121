// createConnect: one widget frame for a host page, shown as a modal or inline, behind a small handle;
// the iframe and its conversation: the handshake, addressed posts, and only our frame's messages believed.
import type { CloseReason } from '../../contract/close-reasons.js';
import { closeMetadata, type WidgetEvent } from '../../contract/events.js';
import { envelop, PROTOCOL_VERSION, randomId } from '../../contract/envelope.js';
import type { WidgetError } from '../../contract/error-codes.js';
import { frameUrl } from '../../contract/frame-address.js';
import { receiveFromFrame } from '../../contract/frame-messages.js';
import { isFields } from '../../contract/guards.js';
import type { PaymentSuccessPayload, PreauthorizationSuccessPayload } from '../../contract/options.js';
import type { FrameMessage, HostMessageBody, Received } from '../../contract/protocol.js';
import { type ConnectHandle, inertHandle } from './connect-handle.js';
import { type ConnectDefaults, parseConnectOptions, type ResolvedOptions } from './connect-options.js';
import { fetchToken } from './fetch-token.js';
import { hostTexts } from './host-texts.js';
import { initMessage } from './init-message.js';
import { inlineSurface } from './inline-surface.js';
import { modalSurface } from './modal-surface.js';
import type { PreloadedFrame } from './preloaded-frame.js';
import { safeCall } from './safe-call.js';

/** Why there is no token: to the page when there is none to start with, to the frame when a refresh fails. */
const NO_TOKEN = 'fetchConnectToken gave no Connect Token.';
/** How long after its load a frame may still say `ready` (its message may be queued behind the load). */
const LOAD_GRACE_MS = 1000;

/**
 * Never throws. Bad options give a handle whose `error` names the option (onError is called in a
 * microtask) and whose methods do nothing; without a DOM the handle is inert.
 */
export function createConnect(
  input: unknown,
  defaults: ConnectDefaults = {},
  /** The script-tag loader's frame, already loading where this display puts it: taken over. */
  preloaded?: PreloadedFrame,
  /** Time the frame has to answer the handshake; tests shorten it. */
  timeoutMs = 20_000,
): ConnectHandle {
  if (typeof window === 'undefined' || typeof document === 'undefined') return inertHandle(null);
  const parsed = parseConnectOptions(input, defaults);
  let error: WidgetError;
  if (!parsed.ok) error = parsed.error;
  // A file:// or sandboxed page has no origin the frame could answer to: say so now, not after a timeout.
  else if (location.origin === 'null') error = { code: 'FRAME_UNAVAILABLE', message: 'Serve the page over http(s).' };
  else {
    try {
      return connect(parsed.options, timeoutMs, preloaded);
    } catch {
      // Whatever the page's DOM throws while the frame is set up is reported, never thrown at the caller.
      error = { code: 'UNEXPECTED', message: 'Could not create the widget frame.' };
    }
  }
  // No handle will drive the loader's frame (a loader cached from before discard() leaves it hidden).
  preloaded?.discard?.();
  const onError = isFields(input) ? input.onError : undefined;
  queueMicrotask(() => safeCall(onError as ((reported: WidgetError) => void) | undefined, error));
  return inertHandle(error);
}

/** The page's globals are read as they are: createConnect has made sure there is a DOM. */
function connect(options: ResolvedOptions, timeoutMs: number, preloaded: PreloadedFrame | undefined): ConnectHandle {
  const texts = hostTexts(navigator.languages, options.language);
  const { widgetUrl, fetchConnectToken } = options;
  // The payer page's modes: a payment request, or a preauthorization offer.
  const paying = options.paymentRequestId ?? options.preauthorizationOffer;
  const origin = new URL(widgetUrl).origin;
  const channel = preloaded?.channel ?? randomId();
  const iframe = preloaded?.iframe ?? document.createElement('iframe');
  // The frame is named as the modal is.
  iframe.title = texts[0];
  // The host's origin and the channel only: the token goes in `init`, never in a URL. A preloaded
  // iframe has its address already: setting it again would reload it.
  if (!preloaded) iframe.src = frameUrl(widgetUrl, location.origin, channel, paying);

  let destroyed = false;
  /** Why the handle cannot work; once set, nothing more from the frame is believed and nothing is sent to it. */
  let error: WidgetError | null = null;
  let ready = false;
  /** The frame's page said `ready`: it is the widget, and it may frame here. */
  let answered = false;
  /** The frame's current page has answered `initialized` (false again while it reloads). */
  let live = false;
  let showing = false;
  let openReported = false;
  /** The frame's latest event: where a close leaves the user, and the session's id. */
  let last: WidgetEvent | undefined;
  /** Set until the widget first answers `initialized`. */
  let timer: ReturnType<typeof setTimeout> | undefined;
  let token = options.connectToken;
  // No token given: the first is asked of fetchConnectToken now, while the frame loads.
  const firstToken = token === undefined ? fetchToken(fetchConnectToken) : null;

  const inline = options.display === 'inline';
  const surface = inline
    ? inlineSurface(options.container as HTMLElement, iframe)
    : modalSurface({ iframe, texts, nonce: options.nonce, theme: options.theme, onDismiss: finish, dialog: preloaded?.dialog });

  const post = (body: HostMessageBody) => {
    // Addressed to the widget origin: if the frame navigated elsewhere, the browser drops it.
    if (!destroyed && !error) iframe.contentWindow?.postMessage(envelop(channel, body), origin);
  };

  function fail(failure: WidgetError): void {
    if (destroyed || error) return;
    error = failure;
    clearTimeout(timer);
    live = false;
    surface.setState?.('failed');
    safeCall(options.onError, failure);
  }

  const unavailable = (why: string) => fail({ code: 'FRAME_UNAVAILABLE', message: `The widget page at ${origin} did not answer${why}.` });

  /** The init message, with the newest token: a reloaded frame gets a refreshed one. Payment mode needs none. */
  const init = () => {
    if (token !== undefined || paying) post(initMessage(options, token));
    else
      void firstToken?.then((first) => {
        token ??= first;
        if (token !== undefined) post(initMessage(options, token));
        else fail({ code: 'TOKEN_EXPIRED', message: NO_TOKEN });
      });
  };

  /** What each message from the frame does; `ready` is the handshake. */
  const handlers: { [T in FrameMessage['type']]: (message: Extract<FrameMessage, { type: T }>) => void } = {
    ready({ versions }) {
      answered = true;
      // This script speaks one version.
      if (!versions.includes(PROTOCOL_VERSION))
        return fail({ code: 'PROTOCOL_MISMATCH', message: `The widget page speaks protocol ${versions}, not ${PROTOCOL_VERSION}.` });
      // The frame's page (re)loaded: the widget is gone until the next `initialized`.
      live = false;
      surface.setState?.('loading');
      init();
    },
    initialized() {
      clearTimeout(timer);
      const first = !ready;
      live = ready = true;
      surface.setState?.('live');
      if (first) safeCall(options.onReady);
      if (showing) post({ type: 'open' });
      else if (first && inline) open();
    },
    open() {
      // A frame that reloaded while open says `open` again: still one onOpen per open.
      if (showing && !openReported) {
        openReported = true;
        safeCall(options.onOpen);
      }
    },
    event: ({ event }) => {
      last = event;
      safeCall(options.onEvent, event);
    },
    success: ({ item }) => safeCall(options.onSuccess, { item }),
    // The payer page's modes: the page gave createConnect PaymentOptions or PreauthorizationOptions, whose onSuccess takes this payload.
    paid: ({ paymentIntent }) => safeCall(options.onSuccess as ((payload: PaymentSuccessPayload) => void) | undefined, { paymentIntent }),
    preauthorized: ({ preauthorization }) =>
      safeCall(options.onSuccess as ((payload: PreauthorizationSuccessPayload) => void) | undefined, { preauthorization }),
    // Before `initialized` the frame refused its options: the handle cannot work.
    error: ({ error: reported }) => (live ? safeCall(options.onError, reported) : fail(reported)),
    resize: ({ height }) => surface.resize?.(height),
    close: ({ reason }) => finish(reason),
    hide: () => finish(null),
    'token-request': ({ requestId }) =>
      void fetchToken(fetchConnectToken).then((fresh) => {
        if (destroyed) return;
        token = fresh ?? token;
        // Never the reason it failed: only that there is no token.
        post({ type: 'token-response', requestId, ...(fresh ? { ok: true, token: fresh } : { ok: false, message: NO_TOKEN }) });
      }),
  };

  const receive = (event: Received) => {
    const message = destroyed || error ? null : receiveFromFrame(event, { source: iframe.contentWindow, origin, channel });
    if (message) (handlers[message.type] as (checked: FrameMessage) => void)(message);
  };

  function open(): void {
    if (destroyed || showing) return;
    showing = true;
    openReported = false;
    surface.show();
    if (live) post({ type: 'open' });
  }

  /** Every way of closing or hiding (no reason) ends here, so onClose or onHide fires once per open. */
  function finish(reason: CloseReason | null): void {
    if (destroyed || !showing) return;
    showing = false;
    // The frame puts its widget away: the next open returns to it (afresh after a success).
    if (live) post({ type: 'close', reason: reason ?? 'host' });
    surface.hide();
    if (reason) safeCall(options.onClose, { reason, ...closeMetadata(last) });
    else safeCall(options.onHide);
  }

  addEventListener('message', receive);
  // A page that loads without saying `ready` is not the widget answering: refused to be framed by
  // this page (its frame-ancestors), or another page (a 404, a wrong widgetUrl, a network error:
  // browsers show an error page, and fire no error event on an iframe). Said within a second of the
  // load, not at the handshake's timeout; a later load (a reload) is the widget's own business.
  const loaded = () => {
    if (!answered)
      setTimeout(() => {
        if (!answered) unavailable(`: it may not let ${location.origin} frame it, or widgetUrl is wrong`);
      }, LOAD_GRACE_MS);
  };
  iframe.onload = loaded;
  timer = setTimeout(() => unavailable(' in time'), timeoutMs);
  // What the frame said before this runtime was in (its `ready`), believed by the same rules, after
  // the caller has its handle in hand. Taken then: no message can come in between.
  queueMicrotask(() => {
    for (const event of preloaded?.take() ?? []) {
      if (event.type === 'load') loaded();
      else receive(event as MessageEvent);
    }
  });

  return {
    open,
    show: open,
    close: () => finish('host'),
    hide: () => finish(null),
    destroy() {
      if (destroyed) return;
      finish('destroy');
      // A load error the removed iframe may still report finds the handle destroyed.
      destroyed = true;
      clearTimeout(timer);
      removeEventListener('message', receive);
      iframe.remove();
      surface.destroy?.();
    },
    get ready() {
      return ready;
    },
    get error() {
      return error;
    },
  };
}
