// The frame → host messages checked: the host believes one only as `receiveFromFrame` hands it
// back, a fresh copy holding only the protocol's fields. One table of plain guards, no schema: this
// is the part of the protocol the host runtime ships.
import { FRAME_CLOSE_REASONS } from './close-reasons.js';
import { ID } from './envelope.js';
import { WIDGET_ERROR_CODE_LIST, type WidgetError } from './error-codes.js';
import { WIDGET_EVENTS, type WidgetEvent } from './events.js';
import { type Guard, isFields, isIn, isText } from './guards.js';
import { type Fields, readMessage } from './message-shapes.js';
import type { Expected, FrameMessage, FrameMessageBody, Received } from './protocol.js';

const isItem: Guard = (value) => isFields(value) && typeof value.id === 'string' && value.id !== '';

const EVENT: Fields<WidgetEvent> = {
  event: isIn(WIDGET_EVENTS),
  timestamp: (value) => typeof value === 'number',
  sessionId: isText,
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
const BODIES: { [T in FrameMessageBody['type']]: [Fields<Body<T>>] } = {
  ready: [{ versions: (value) => Array.isArray(value) && value.length > 0 && value.length <= 16 && value.every(Number.isInteger) }],
  initialized: [{}],
  open: [{}],
  event: [{ event: [EVENT, 3] }],
  success: [{ item: isItem }],
  error: [{ error: [ERROR, 2] }],
  resize: [{ height: (value) => typeof value === 'number' && value >= 0 && value <= 100_000 }],
  'token-request': [{ requestId: (value) => typeof value === 'string' && ID.test(value) }],
  close: [{ reason: isIn(FRAME_CLOSE_REASONS) }],
  hide: [{}],
};

// The table names every field of each type, each checked: what comes back is a FrameMessage.

/** A frame message as the frame may send it (checked, only the protocol's fields), or null. */
export const checkFrameMessage = (data: unknown, channel: string) => readMessage(BODIES, data, channel) as FrameMessage | null;

/** For the host: the frame's message, if it came from our iframe's window, the widget origin and our channel. */
export function receiveFromFrame(event: Received, expected: Expected): FrameMessage | null {
  // Source and origin first: a message from anywhere else is not even read.
  return expected.source != null && event.source === expected.source && event.origin === expected.origin
    ? (readMessage(BODIES, event.data, expected.channel) as FrameMessage | null)
    : null;
}
