// The postMessage protocol between a host page and the hosted widget frame, version 1: every
// message in both directions as one typed union each, the small guards that check a message
// before it is believed, and how a frame is addressed. The README's "The protocol" section is its
// table; the rules that matter here:
// - Envelope: `{ ns: 'ponte', v: 1, channel, type, ...fields }`. `channel` is a random id the host
//   picks for one iframe and passes in the frame's URL fragment with its own origin; nothing
//   secret is ever in a URL.
// - A receiver believes a message only when it came from the expected window (`event.source`) AND
//   origin (`event.origin`), carries its channel, and passes the guard of its type; the guard
//   hands back a fresh copy holding only the protocol's fields. Anything else is ignored.
// - Older versions, when there are any, are translated to this one in one quarantined module.
// The guards of frame → host messages are in frame-messages.ts: the host runtime ships them, and the
// frame loads them with its engine to check what it sends, so its first screen does not.
import type { Item } from '../api/schemas/item.js';
import { CLOSE_REASONS, type CloseReason, type FrameCloseReason } from './close-reasons.js';
import { type Envelope, ID } from './envelope.js';
import type { WidgetError } from './error-codes.js';
import type { WidgetEvent } from './events.js';
import type { PaymentResult, PreauthorizationResult } from './options.js';
import { type Guard, isFields, isIn, isText } from './guards.js';
import { type Fields, readMessage } from './message-shapes.js';
import { DISPLAYS, type Display } from './options.js';

export { commonVersion, type Envelope, envelop, PROTOCOL_NS, PROTOCOL_VERSION, randomId, SUPPORTED_VERSIONS } from './envelope.js';
export { frameUrl, readFrameAddress } from './frame-address.js';
// The OAuth popup's message to its opener is in ./oauth-result.js, imported where it is checked: a
// re-export here would put it in the hosted page's first screen.

/** Frame → host. `ready` is the handshake, the only message whose content is versions alone. */
export type FrameMessageBody =
  | { type: 'ready'; versions: number[] }
  | { type: 'initialized' }
  | { type: 'open' }
  | { type: 'event'; event: WidgetEvent }
  | { type: 'success'; item: Item }
  /** Payment mode's success: the payer's completed attempt. */
  | { type: 'paid'; paymentIntent: PaymentResult }
  /** A preauthorization offer's success: the preauthorization the payer gave at their bank. */
  | { type: 'preauthorized'; preauthorization: PreauthorizationResult }
  | { type: 'error'; error: WidgetError }
  | { type: 'resize'; height: number }
  | { type: 'token-request'; requestId: string }
  | { type: 'close'; reason: FrameCloseReason }
  /** Closed during a sync with allowConnectInBackground: put away, the connection going on. */
  | { type: 'hide' };

/** Host → frame. `init.options` is checked again by the frame's option schema, which names a bad one. */
export type HostMessageBody =
  /** No token in payment mode, which needs none. */
  | { type: 'init'; options: Record<string, unknown>; canRefreshToken: boolean; display: Display; connectToken?: string }
  | { type: 'open' }
  | { type: 'close'; reason: CloseReason }
  | { type: 'token-response'; requestId: string; ok: boolean; token?: string; message?: string };

export type FrameMessage = Envelope & FrameMessageBody;
export type HostMessage = Envelope & HostMessageBody;

const MAX_TOKEN = 8192;

// ---- Shapes of host → frame messages (frame → host: frame-messages.ts). ----

const isToken: Guard = (value) => typeof value === 'string' && value !== '' && value.length <= MAX_TOKEN;
const isBoolean: Guard = (value) => typeof value === 'boolean';

type Body<T extends HostMessageBody['type']> = Omit<Extract<HostMessageBody, { type: T }>, 'type'>;

/** Each message's fields beside its type; all required but a token response's token and message. */
const HOST_GUARDS: { [T in HostMessageBody['type']]: [Fields<Body<T>>, number?] } = {
  init: [{ options: isFields, canRefreshToken: isBoolean, display: isIn(DISPLAYS), connectToken: isToken }, 3],
  open: [{}],
  close: [{ reason: isIn(CLOSE_REASONS) }],
  'token-response': [{ requestId: (value) => typeof value === 'string' && ID.test(value), ok: isBoolean, token: isToken, message: isText }, 2],
};

// The table names every field of each type, each checked: what comes back is a HostMessage.

/** A host message as the host may send it (checked, only the protocol's fields), or null. */
export const checkHostMessage = (data: unknown, channel: string) => readMessage(HOST_GUARDS, data, channel) as HostMessage | null;

export type Received = Pick<MessageEvent, 'data' | 'origin' | 'source'>;
export type Expected = { source: unknown; origin: string; channel: string };

/** For the frame: the host's message, if it came from window.parent, the origin named in our URL and our channel. */
export function receiveFromHost(event: Received, expected: Expected): HostMessage | null {
  // Source and origin first: a message from anywhere else is not even read.
  return expected.source != null && event.source === expected.source && event.origin === expected.origin
    ? (readMessage(HOST_GUARDS, event.data, expected.channel) as HostMessage | null)
    : null;
}
