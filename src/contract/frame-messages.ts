// The frame → host messages checked: the host believes one only as `receiveFromFrame` hands it
// back, a fresh copy holding only the protocol's fields. One table of plain guards, no schema: this
// is the part of the protocol the host runtime ships.
import { FRAME_CLOSE_REASONS } from './close-reasons.js';
import { envelop, ID, PROTOCOL_NS, PROTOCOL_VERSION } from './envelope.js';
import { WIDGET_ERROR_CODE_LIST, type WidgetError } from './error-codes.js';
import { WIDGET_EVENTS, type WidgetEvent } from './events.js';
import { type Guard, isFields, isIn, isText } from './guards.js';
import type { Expected, FrameMessage, FrameMessageBody, Received } from './protocol.js';

/** How a field is read: a guard keeps the value as it is, a shape keeps a checked copy of it. */
type Field = Guard | Shape;
/** The fields an object may hold, every one named; the first `required` of them (all by default) must be present. */
type Shape = [fields: Record<string, Field>, required?: number];
type Fields<T> = { [K in keyof T]-?: Field };

const isItem: Guard = (value) => isFields(value) && typeof value.id === 'string' && value.id !== '';

/** A copy of `value` with the shape's fields only, each valid; undefined when one is not. */
function copy(value: unknown, [fields, required = Number.POSITIVE_INFINITY]: Shape): Record<string, unknown> | undefined {
  if (!isFields(value)) return undefined;
  const copied: Record<string, unknown> = {};
  let index = 0;
  for (const key in fields) {
    const field = fields[key] as Field;
    const given = value[key];
    const kept = given === undefined ? given : typeof field === 'function' ? (field(given) ? given : undefined) : copy(given, field);
    if (kept !== undefined) copied[key] = kept;
    else if (given !== undefined || index < required) return undefined;
    index++;
  }
  return copied;
}

const EVENT: Fields<WidgetEvent> = {
  event: isIn(WIDGET_EVENTS),
  timestamp: (value) => typeof value === 'number',
  step: isText,
  connectorId: Number.isInteger,
  connectorName: isText,
  itemId: isText,
  itemStatus: isText,
  executionStatus: isText,
  query: isText,
  errorCode: isText,
};

const ERROR: Fields<WidgetError> = {
  code: isIn(WIDGET_ERROR_CODE_LIST),
  message: isText,
  option: isText,
  data: [{ item: isItem }, 0],
};

type Body<T extends FrameMessageBody['type']> = Omit<Extract<FrameMessageBody, { type: T }>, 'type'>;

/** Each message's fields beside its type, all of them required. */
const BODIES: { [T in FrameMessageBody['type']]: Fields<Body<T>> } = {
  ready: { versions: (value) => Array.isArray(value) && value.length > 0 && value.length <= 16 && value.every(Number.isInteger) },
  initialized: {},
  open: {},
  event: { event: [EVENT, 2] },
  success: { item: isItem },
  error: { error: [ERROR, 2] },
  resize: { height: (value) => typeof value === 'number' && value >= 0 && value <= 100_000 },
  'token-request': { requestId: (value) => typeof value === 'string' && ID.test(value) },
  close: { reason: isIn(FRAME_CLOSE_REASONS) },
};

/** A frame message as the frame may send it (checked, only the protocol's fields), or null. */
export function checkFrameMessage(data: unknown, channel: string): FrameMessage | null {
  if (!isFields(data) || data.ns !== PROTOCOL_NS || data.v !== PROTOCOL_VERSION || data.channel !== channel) return null;
  const { type } = data;
  const body = typeof type === 'string' && Object.hasOwn(BODIES, type) && copy(data, [BODIES[type as FrameMessageBody['type']]]);
  return body ? (envelop(channel, { ...body, type }) as FrameMessage) : null;
}

/** For the host: the frame's message, if it came from our iframe's window, the widget origin and our channel. */
export function receiveFromFrame(event: Received, expected: Expected): FrameMessage | null {
  // Source and origin first: a message from anywhere else is not even read.
  return expected.source != null && event.source === expected.source && event.origin === expected.origin
    ? checkFrameMessage(event.data, expected.channel)
    : null;
}
