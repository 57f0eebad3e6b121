// The payer page inside a host's frame (payment mode of the script tag, the npm package and the raw
// iframe): the protocol's frame side, as the widget's page speaks it. Believes only its parent, says
// `ready`, takes the options from `init`, and tells the host the payment's events, success and errors.
import { checkPayerMessage } from '../contract/frame-messages.js';
import type { Display } from '../contract/options.js';
import { envelop, type FrameMessageBody, receiveFromHost, SUPPORTED_VERSIONS } from '../contract/protocol.js';
import { type EmbedOptions, readEmbedOptions } from './embed-options.js';

export type PayBridgeDeps = {
  window: Window;
  parent: Pick<Window, 'postMessage'>;
  parentOrigin: string;
  channel: string;
  /** The host's options checked: the page starts the payment with them (once). */
  start: (options: EmbedOptions, display: Display) => void;
  /** The host showed the page. */
  onOpen: () => void;
};

export type PayBridge = {
  post: (body: FrameMessageBody) => void;
  dispose(): void;
};

export function createPayBridge(deps: PayBridgeDeps): PayBridge {
  const { window: frame, parent, parentOrigin, channel } = deps;
  let started = false;
  let display: Display = 'modal';

  // Every message but the content-free handshake goes out checked: only the protocol's fields leave.
  const post = (body: FrameMessageBody) => {
    const checked = checkPayerMessage(envelop(channel, body), channel);
    if (checked) parent.postMessage(checked, parentOrigin);
  };

  const onMessage = (event: MessageEvent) => {
    const message = receiveFromHost(event, { source: parent, origin: parentOrigin, channel });
    if (!message) return;
    if (message.type === 'init') {
      display = message.display;
      const read = readEmbedOptions(message.options);
      if (!read.ok) return post({ type: 'error', error: read.error });
      post({ type: 'initialized' });
      if (!started) {
        started = true;
        deps.start(read.options, display);
      }
    } else if (message.type === 'open') {
      post({ type: 'open' });
      deps.onOpen();
    }
  };

  // Escape closes a modal, as the widget's does; an inline page has nothing to close.
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && display === 'modal') post({ type: 'close', reason: 'escape' });
  };

  // The page's height, so the host sizes its frame or card to it.
  let last = 0;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(frame.document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ type: 'resize', height });
  });
  observer.observe(frame.document.body);

  frame.addEventListener('message', onMessage);
  frame.addEventListener('keydown', onKeydown);
  parent.postMessage(envelop(channel, { type: 'ready', versions: [...SUPPORTED_VERSIONS] }), parentOrigin);

  return {
    post,
    dispose() {
      observer.disconnect();
      frame.removeEventListener('message', onMessage);
      frame.removeEventListener('keydown', onKeydown);
    },
  };
}
