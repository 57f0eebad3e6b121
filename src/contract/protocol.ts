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
import { type Envelope, envelop, ID, PROTOCOL_NS, PROTOCOL_VERSION } from './envelope.js';
import type { WidgetError } from './error-codes.js';
import type { WidgetEvent } from './events.js';
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
  | { type: 'error'; error: WidgetError }
  | { type: 'resize'; height: number }
  | { type: 'token-request'; requestId: string }
  | { type: 'close'; reason: FrameCloseReason };

/** Host → frame. `init.options` is checked again by the frame's option schema, which names a bad one. */
export type HostMessageBody =
  | { type: 'init'; options: Record<string, unknown>; connectToken: string; canRefreshToken: boolean; display: Display }
  | { type: 'open' }
  | { type: 'close'; reason: CloseReason }
  | { type: 'token-response'; requestId: string; ok: boolean; token?: string; message?: string };

export type FrameMessage = Envelope & FrameMessageBody;
export type HostMessage = Envelope & HostMessageBody;

const MAX_TEXT = 2000;
const MAX_TOKEN = 8192;

// ---- Guards of host → frame messages (frame → host: frame-messages.ts): each answers the checked copy, or undefined. ----

type Fields = Readonly<Record<string, unknown>>;
type Read<T> = (value: unknown) => T | undefined;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text =
  (max = MAX_TEXT, min = 0): Read<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
const matching =
  (pattern: RegExp): Read<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;
const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
const boolean: Read<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** Copies the optional fields that are present and valid; one present and invalid fails the whole. */
function optionals<T extends object>(from: Fields, readers: { [K in keyof T]-?: Read<NonNullable<T[K]>> }): Partial<T> | undefined {
  const picked: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    if (from[key] === undefined) continue;
    const value = readers[key](from[key]);
    if (value === undefined) return undefined;
    picked[key] = value;
  }
  return picked;
}

type Guards<U extends { type: string }> = { [T in U['type']]: (message: Fields) => Extract<U, { type: T }> | undefined };

const HOST_GUARDS: Guards<HostMessageBody> = {
  init: (m) => {
    const connectToken = text(MAX_TOKEN, 1)(m.connectToken);
    const canRefreshToken = boolean(m.canRefreshToken);
    const display = oneOf(DISPLAYS)(m.display);
    if (!isFields(m.options) || connectToken === undefined || canRefreshToken === undefined || display === undefined) return undefined;
    return { type: 'init', options: { ...m.options }, connectToken, canRefreshToken, display };
  },
  open: () => ({ type: 'open' }),
  close: (m) => {
    const reason = oneOf(CLOSE_REASONS)(m.reason);
    return reason && { type: 'close', reason };
  },
  'token-response': (m) => {
    const requestId = matching(ID)(m.requestId);
    const ok = boolean(m.ok);
    const rest = optionals<{ token: string; message: string }>(m, { token: text(MAX_TOKEN, 1), message: text() });
    if (requestId === undefined || ok === undefined || rest === undefined) return undefined;
    return { type: 'token-response', requestId, ok, ...rest };
  },
};

/** The envelope's checks, then the guard of the message's type; the message without its envelope. */
function readBody<U extends { type: string }>(guards: Guards<U>, data: unknown, channel: string): U | undefined {
  if (!isFields(data) || data.ns !== PROTOCOL_NS || data.v !== PROTOCOL_VERSION || data.channel !== channel) return undefined;
  const type = data.type;
  if (typeof type !== 'string' || !Object.hasOwn(guards, type)) return undefined;
  const guard = guards[type as U['type']] as (message: Fields) => U | undefined;
  return guard(data);
}

/** A host message as the host may send it (checked, only the protocol's fields), or null. */
export function checkHostMessage(data: unknown, channel: string): HostMessage | null {
  const body = readBody(HOST_GUARDS, data, channel);
  return body ? envelop(channel, body) : null;
}

export type Received = Pick<MessageEvent, 'data' | 'origin' | 'source'>;
export type Expected = { source: unknown; origin: string; channel: string };

function believe<U extends { type: string }>(guards: Guards<U>, event: Received, expected: Expected): (U & Envelope) | null {
  // Source and origin first: a message from anywhere else is not even read.
  if (expected.source === null || expected.source === undefined) return null;
  if (event.source !== expected.source || event.origin !== expected.origin) return null;
  const body = readBody(guards, event.data, expected.channel);
  return body ? envelop(expected.channel, body) : null;
}

/** For the frame: the host's message, if it came from window.parent, the origin named in our URL and our channel. */
export function receiveFromHost(event: Received, expected: Expected): HostMessage | null {
  return believe(HOST_GUARDS, event, expected);
}
