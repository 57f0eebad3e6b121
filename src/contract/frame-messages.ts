// The frame → host messages checked: the host believes one only as `receiveFromFrame` hands it
// back, a fresh copy holding only the protocol's fields. Tables of plain guards, no schema: this is
// the part of the protocol the host runtime ships. The connection widget's table is what the hosted
// page checks its own messages with; the host's adds payment mode's (the payer page's) to it, so
// the widget's page carries none of them.
import { FRAME_CLOSE_REASONS } from './close-reasons.js';
import { ID } from './envelope.js';
import { PAYMENT_ERROR_CODE_LIST, WIDGET_ERROR_CODE_LIST, type WidgetError } from './error-codes.js';
import { PAYMENT_EVENTS, WIDGET_EVENTS, type WidgetEvent } from './events.js';
import { type Guard, isFields, isIn, isText } from './guards.js';
import { type Field, type Fields, readMessage } from './message-shapes.js';
import type { PaymentResult, PreauthorizationResult } from './options.js';
import type { Expected, FrameMessage, FrameMessageBody, Received } from './protocol.js';

const isItem: Guard = (value) => isFields(value) && typeof value.id === 'string' && value.id !== '';

const PAYMENT: Fields<PaymentResult> = {
  id: isText,
  paymentRequestId: isText,
  status: isText,
  endToEndId: isText,
  amount: (value) => typeof value === 'number',
};

const PREAUTHORIZATION: Fields<PreauthorizationResult> = { id: isText, status: isText };

/** A connection's event: payment mode's fields are the host table's. */
const EVENT: Fields<Omit<WidgetEvent, 'paymentIntentId' | 'paymentStatus'>> = {
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

const ERROR: Fields<Omit<WidgetError, 'data'>> & { data: Field } = {
  code: isIn(WIDGET_ERROR_CODE_LIST),
  message: isText,
  option: isText,
  data: [{ item: isItem }, 0],
};

type Body<T extends FrameMessageBody['type']> = Omit<Extract<FrameMessageBody, { type: T }>, 'type'>;

type Bodies = { [T in FrameMessageBody['type']]: [Fields<Body<T>>] };

/** The connection widget's messages: each one's fields beside its type, all of them required. */
const BODIES: Omit<Bodies, 'paid' | 'preauthorized'> = {
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

/** What a frame may say: the connection widget's messages, and the payer page's events, errors and success. */
const HOST_BODIES: Bodies = {
  ...BODIES,
  event: [
    { event: [{ ...EVENT, event: /* @__PURE__ */ isIn([...WIDGET_EVENTS, ...PAYMENT_EVENTS]), paymentIntentId: isText, paymentStatus: isText }, 3] },
  ],
  error: [
    {
      error: [
        {
          ...ERROR,
          code: /* @__PURE__ */ isIn([...WIDGET_ERROR_CODE_LIST, ...PAYMENT_ERROR_CODE_LIST]),
          data: [{ item: isItem, paymentIntent: [PAYMENT, 3] }, 0],
        },
        2,
      ],
    },
  ],
  paid: [{ paymentIntent: [PAYMENT, 3] }],
  preauthorized: [{ preauthorization: [PREAUTHORIZATION] }],
};

// The tables name every field of each type, each checked: what comes back is a FrameMessage.

/** A connection widget's message as its frame may send it (checked, only the protocol's fields), or null. */
export const checkFrameMessage = (data: unknown, channel: string) => readMessage(BODIES, data, channel) as FrameMessage | null;

/** The same for the payer page, whose messages are the host's whole table. */
export const checkPayerMessage = (data: unknown, channel: string) => readMessage(HOST_BODIES, data, channel) as FrameMessage | null;

/** For the host: the frame's message, if it came from our iframe's window, the widget origin and our channel. */
export function receiveFromFrame(event: Received, expected: Expected): FrameMessage | null {
  // Source and origin first: a message from anywhere else is not even read.
  return expected.source != null && event.source === expected.source && event.origin === expected.origin
    ? (readMessage(HOST_BODIES, event.data, expected.channel) as FrameMessage | null)
    : null;
}
