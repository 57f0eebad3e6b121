// The iframe and its conversation: the handshake, addressed posts, and only our frame's messages believed.
import { commonVersion, envelop, randomId, SUPPORTED_VERSIONS } from '../../contract/envelope.js';
import { type WidgetError, widgetError } from '../../contract/error-codes.js';
import { frameUrl } from '../../contract/frame-address.js';
import { receiveFromFrame } from '../../contract/frame-messages.js';
import type { FrameMessage, HostMessageBody, Received } from '../../contract/protocol.js';
import type { PreloadedFrame } from './preloaded-frame.js';

/** Everything but `ready`, which the connection answers itself. */
export type WidgetMessage = Exclude<FrameMessage, { type: 'ready' }>;

export type FrameConnectionSetup = {
  win: Window;
  widgetUrl: string;
  title: string;
  /** How long the frame has to load and answer `initialized` before FRAME_UNAVAILABLE. */
  timeoutMs: number;
  place(iframe: HTMLIFrameElement): void;
  /** The loader's iframe, already loading: taken over with its channel and what it said meanwhile. */
  preloaded?: PreloadedFrame | undefined;
  /**
   * The init message, built when sent: a reloaded frame gets the newest token. A promise while the
   * first token is still being fetched; null sends none.
   */
  init(): HostMessageBody | Promise<HostMessageBody | null>;
  /** The frame's page (re)loaded; the widget is gone until the next `initialized`. */
  onLoad(): void;
  onMessage(message: WidgetMessage): void;
  /** The frame will not work: no answer in time, a load error, or no common protocol version. */
  onFailure(error: WidgetError): void;
};

export type FrameConnection = {
  post(body: HostMessageBody): void;
  destroy(): void;
};

export function createFrameConnection(setup: FrameConnectionSetup): FrameConnection {
  const { win, preloaded } = setup;
  const channel = preloaded?.channel ?? randomId();
  const origin = new URL(setup.widgetUrl).origin;
  const iframe = preloaded?.iframe ?? win.document.createElement('iframe');
  iframe.title = setup.title;
  // The host's origin and the channel only: the token goes in `init`, never in a URL. A preloaded
  // iframe has its address already: setting it again would reload it.
  if (!preloaded) iframe.src = frameUrl(setup.widgetUrl, win.location.origin, channel);

  // Stopped: nothing more is believed or sent (after a failure, or destroyed).
  let stopped = false;
  // Set until the widget first answers `initialized`.
  let timer: number | undefined;

  const stop = () => {
    stopped = true;
    win.clearTimeout(timer);
  };

  const fail = (error: WidgetError) => {
    if (stopped) return;
    stop();
    setup.onFailure(error);
  };

  const unavailable = (what: string) => () => {
    if (timer !== undefined) fail(widgetError('FRAME_UNAVAILABLE', `The widget page at ${origin} ${what}.`));
  };

  const post = (body: HostMessageBody) => {
    // Addressed to the widget origin: if the frame navigated elsewhere, the browser drops it.
    if (!stopped) iframe.contentWindow?.postMessage(envelop(channel, body), origin);
  };

  const onMessage = (event: Received) => {
    const message = stopped ? null : receiveFromFrame(event, { source: iframe.contentWindow, origin, channel });
    if (message === null) return;
    if (message.type !== 'ready') {
      if (message.type === 'initialized') {
        win.clearTimeout(timer);
        timer = undefined;
      }
      setup.onMessage(message);
    } else if (commonVersion(message.versions) === null) {
      fail(
        widgetError(
          'PROTOCOL_MISMATCH',
          `The widget page speaks protocol version ${message.versions.join(', ')}; this script speaks ${SUPPORTED_VERSIONS.join(', ')}.`,
        ),
      );
    } else {
      setup.onLoad();
      const body = setup.init();
      if (body instanceof Promise) void body.then((later) => later && post(later));
      else post(body);
    }
  };

  win.addEventListener('message', onMessage);
  iframe.addEventListener('error', unavailable('could not be loaded'));
  timer = win.setTimeout(unavailable('did not answer in time'), setup.timeoutMs);
  setup.place(iframe);
  // What the frame said before this runtime was in (its `ready`), believed by the same rules, after
  // the caller has its connection in hand.
  const heard = preloaded?.take() ?? [];
  queueMicrotask(() => {
    for (const event of heard) onMessage(event);
  });

  return {
    post,
    destroy() {
      // A load error the removed iframe may still report finds the connection stopped.
      stop();
      win.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
