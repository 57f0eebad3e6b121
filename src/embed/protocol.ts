// The postMessage protocol between a host page and the hosted widget frame, version 1: every
// message in both directions, the checks before one is believed, and how each is addressed.
//
// Envelope: every message is `{ ns: 'ponte', v: 1, channel, type, ...fields }`. `channel` is a
// random id the host picks for one iframe and passes in the frame's URL fragment together with
// its own origin (`#origin=https://shop.example&channel=…`); nothing secret is ever in a URL.
//
// Addressing: the host posts only to its iframe's contentWindow with the widget origin as target,
// never '*'. The frame posts only to window.parent with the origin named in its fragment as
// target. A receiver believes a message only when it parses here AND it came from the expected
// window (`event.source`) AND the expected origin (`event.origin`) AND carries its channel;
// anything else is ignored without an answer.
//
// Conversation:
//   frame → host  ready {versions}           the frame's page loaded; it speaks these versions
//   host  → frame init {options, connectToken, canRefreshToken, display}
//   frame → host  initialized | error        options accepted and the widget code loaded; or why not
//   host  → frame open                       show the widget (the modal became visible)
//   frame → host  open                       the widget is on screen (onOpen)
//   frame → host  event | success | error    the widget's callbacks (onEvent, onSuccess, onError)
//   frame → host  resize {height}            the widget's content height (inline display)
//   frame → host  token-request {requestId}  the Connect Token expired: ask fetchConnectToken
//   host  → frame token-response {requestId, ok, token | message}
//   frame → host  close {reason}             the widget asks to close: its close or done button, Escape
//   host  → frame close {reason}             the host closed the widget; the session ends
// A second `ready` from the same frame (its page reloaded, as after an OAuth redirect) is answered
// with `init` again, and `open` when the host is showing it.
//
// The OAuth callback page (public/oauth-callback.js, a plain script) posts `oauth-result` to the
// window that opened it, on the widget's own origin; it carries no channel.
//
// Older versions, when there are any, are translated to this one in one quarantined module; a host
// and a frame with no version in common report PROTOCOL_MISMATCH.
import { z } from '../api/z.js';
import { Item } from '../api/schemas/item.js';
import { WIDGET_ERROR_CODES } from '../flow/error-codes.js';
import { WIDGET_EVENTS } from '../flow/events.js';

export const PROTOCOL_NS = 'ponte';
export const PROTOCOL_VERSION = 1;
/** Versions this build speaks, newest first. */
export const SUPPORTED_VERSIONS: readonly number[] = [PROTOCOL_VERSION];

/** Why the widget closed: onClose receives it, and the host tells the frame. */
export const CLOSE_REASONS = ['user', 'done', 'escape', 'host', 'destroy'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** The reasons a frame may give; the others only the host knows. */
export const FRAME_CLOSE_REASONS = ['user', 'done', 'escape'] as const;

export const DISPLAYS = ['modal', 'inline'] as const;
export type Display = (typeof DISPLAYS)[number];

const ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A fresh channel or request id: 128 random bits, URL-safe. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const Channel = z.string().check(z.regex(ID));
const RequestId = z.string().check(z.regex(ID));
const Text = z.string().check(z.maxLength(2000));

const envelope = <T extends string>(type: T) => ({
  ns: z.literal(PROTOCOL_NS),
  v: z.literal(PROTOCOL_VERSION),
  channel: Channel,
  type: z.literal(type),
});

const WidgetEventSchema = z.object({
  event: z.enum(WIDGET_EVENTS),
  timestamp: z.number(),
  step: z.optional(Text),
  connectorId: z.optional(z.int()),
  connectorName: z.optional(Text),
  itemId: z.optional(Text),
  itemStatus: z.optional(Text),
  executionStatus: z.optional(Text),
  query: z.optional(Text),
  errorCode: z.optional(Text),
});

const ERROR_CODES = Object.keys(WIDGET_ERROR_CODES) as [keyof typeof WIDGET_ERROR_CODES, ...(keyof typeof WIDGET_ERROR_CODES)[]];

const ErrorPayloadSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: Text,
  option: z.optional(Text),
  data: z.optional(z.object({ item: z.optional(Item) })),
});
export type EmbedErrorPayload = z.infer<typeof ErrorPayloadSchema>;

// Frame → host. The handshake is the only message without content beyond versions.
const Ready = z.object({ ...envelope('ready'), versions: z.array(z.int()).check(z.minLength(1), z.maxLength(16)) });
const Initialized = z.object(envelope('initialized'));
const Opened = z.object(envelope('open'));
const EventMessage = z.object({ ...envelope('event'), event: WidgetEventSchema });
const Success = z.object({ ...envelope('success'), item: Item });
const ErrorMessage = z.object({ ...envelope('error'), error: ErrorPayloadSchema });
const Resize = z.object({ ...envelope('resize'), height: z.number().check(z.gte(0), z.lte(100_000)) });
const TokenRequest = z.object({ ...envelope('token-request'), requestId: RequestId });
const CloseRequest = z.object({ ...envelope('close'), reason: z.enum(FRAME_CLOSE_REASONS) });

export const FrameMessage = z.discriminatedUnion('type', [
  Ready,
  Initialized,
  Opened,
  EventMessage,
  Success,
  ErrorMessage,
  Resize,
  TokenRequest,
  CloseRequest,
]);
export type FrameMessage = z.infer<typeof FrameMessage>;

// Host → frame. Options are checked again by the frame's own option schema, which names the bad one.
const Init = z.object({
  ...envelope('init'),
  options: z.record(z.string(), z.unknown()),
  connectToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  canRefreshToken: z.boolean(),
  display: z.enum(DISPLAYS),
});
const Open = z.object(envelope('open'));
const Close = z.object({ ...envelope('close'), reason: z.enum(CLOSE_REASONS) });
const TokenResponse = z.object({
  ...envelope('token-response'),
  requestId: RequestId,
  ok: z.boolean(),
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  message: z.optional(Text),
});

export const HostMessage = z.discriminatedUnion('type', [Init, Open, Close, TokenResponse]);
export type HostMessage = z.infer<typeof HostMessage>;

/** What a sender writes: the message without its envelope, which `envelop` adds. */
type Body<M> = M extends { type: infer T } ? { type: T } & Omit<M, 'ns' | 'v' | 'channel' | 'type'> : never;
export type FrameMessageBody = Body<FrameMessage>;
export type HostMessageBody = Body<HostMessage>;

export function envelop<B extends { type: string }>(channel: string, body: B): B & { ns: 'ponte'; v: 1; channel: string } {
  return { ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel, ...body };
}

/** The newest version both sides speak, or null. */
export function commonVersion(theirs: readonly number[]): number | null {
  return SUPPORTED_VERSIONS.find((v) => theirs.includes(v)) ?? null;
}

type Received = Pick<MessageEvent, 'data' | 'origin' | 'source'>;
export type Expected = { source: unknown; origin: string; channel: string };

function believe<S extends z.ZodMiniType>(schema: S, event: Received, expected: Expected): z.infer<S> | null {
  // Source and origin first: a message from anywhere else is not even parsed.
  if (expected.source === null || expected.source === undefined) return null;
  if (event.source !== expected.source || event.origin !== expected.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || (data as { channel?: unknown }).channel !== expected.channel) return null;
  const parsed = schema.safeParse(data);
  return parsed.success ? (parsed.data as z.infer<S>) : null;
}

/** For the host: the frame's message, if it came from our iframe's window, the widget origin and our channel. */
export function receiveFromFrame(event: Received, expected: Expected): FrameMessage | null {
  return believe(FrameMessage, event, expected);
}

/** For the frame: the host's message, if it came from window.parent, the origin named in our URL and our channel. */
export function receiveFromHost(event: Received, expected: Expected): HostMessage | null {
  return believe(HostMessage, event, expected);
}

/** What the frame reads from its URL fragment; null when either is missing or malformed. */
export function readFrameAddress(hash: string): { parentOrigin: string; channel: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const origin = params.get('origin');
  const channel = params.get('channel');
  if (origin === null || channel === null || !ID.test(channel)) return null;
  try {
    const url = new URL(origin);
    // An origin, exactly: no path, credentials or a scheme other than http(s).
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
    return { parentOrigin: origin, channel };
  } catch {
    return null;
  }
}

/** The frame's address: the widget page with the host's origin and the channel in the fragment. */
export function frameUrl(widgetUrl: string, parentOrigin: string, channel: string): string {
  const url = new URL(widgetUrl);
  url.hash = new URLSearchParams({ origin: parentOrigin, channel }).toString();
  return url.href;
}

// The OAuth callback page's message to the window that opened the popup (same origin, no channel)
// is defined beside its checks, so the element carries it without the frame's and host's messages.
export { OAuthResultMessage } from './oauth-message.js';
