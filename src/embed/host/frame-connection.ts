// The iframe and its conversation: the handshake, addressed posts, and only our frame's messages believed.
import { SUPPORTED_VERSIONS, commonVersion, envelop, randomId } from '../../contract/envelope.js';
import { frameUrl } from '../../contract/frame-address.js';
import { receiveFromFrame } from '../../contract/frame-messages.js';
import type { FrameMessage, HostMessageBody } from '../../contract/protocol.js';
import { widgetError } from '../../contract/error-codes.js';
import type { WidgetError } from '../../contract/error-codes.js';

/** Everything but `ready`, which the connection answers itself. */
export type WidgetMessage = Exclude<FrameMessage, { type: 'ready' }>;

export type FrameConnectionSetup = {
  win: Window;
  widgetUrl: string;
  title: string;
  /** How long the frame has to load and answer `initialized` before FRAME_UNAVAILABLE. */
  timeoutMs: number;
  place(iframe: HTMLIFrameElement): void;
  /** The init message, built when sent: a reloaded frame gets the newest token. */
  init(): HostMessageBody;
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
  const { win } = setup;
  const channel = randomId();
  const origin = new URL(setup.widgetUrl).origin;
  const iframe = win.document.createElement('iframe');
  iframe.title = setup.title;
  // The host's origin and the channel only: the token goes in `init`, never in a URL.
  iframe.src = frameUrl(setup.widgetUrl, win.location.origin, channel);

  let initialized = false;
  // Stopped: nothing more is believed or sent (after a failure, or destroyed).
  let stopped = false;
  let destroyed = false;
  let timer: number | undefined;

  const clearTimer = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
  };

  const fail = (error: WidgetError) => {
    if (stopped) return;
    stopped = true;
    clearTimer();
    setup.onFailure(error);
  };

  const post = (body: HostMessageBody) => {
    if (stopped) return;
    // Addressed to the widget origin: if the frame navigated elsewhere, the browser drops it.
    iframe.contentWindow?.postMessage(envelop(channel, body), origin);
  };

  const onMessage = (event: MessageEvent) => {
    if (stopped) return;
    const message = receiveFromFrame(event, { source: iframe.contentWindow, origin, channel });
    if (message === null) return;
    if (message.type === 'ready') {
      if (commonVersion(message.versions) === null) {
        fail(
          widgetError(
            'PROTOCOL_MISMATCH',
            `The widget page speaks protocol version ${message.versions.join(', ')}; this script speaks ${SUPPORTED_VERSIONS.join(', ')}.`,
          ),
        );
        return;
      }
      setup.onLoad();
      post(setup.init());
      return;
    }
    if (message.type === 'initialized') {
      initialized = true;
      clearTimer();
    }
    setup.onMessage(message);
  };

  const onError = () => {
    if (!initialized) fail(widgetError('FRAME_UNAVAILABLE', `The widget page at ${origin} could not be loaded.`));
  };

  win.addEventListener('message', onMessage);
  iframe.addEventListener('error', onError);
  timer = win.setTimeout(() => {
    fail(widgetError('FRAME_UNAVAILABLE', `The widget page at ${origin} did not answer in time.`));
  }, setup.timeoutMs);
  setup.place(iframe);

  return {
    post,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopped = true;
      clearTimer();
      win.removeEventListener('message', onMessage);
      iframe.removeEventListener('error', onError);
      iframe.remove();
    },
  };
}
