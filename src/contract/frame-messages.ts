// The frame → host messages checked: the host believes one only as `receiveFromFrame` hands it
// back, a fresh copy holding only the protocol's fields. Plain checks, no helpers to build them:
// this is the part of the protocol the host runtime ships.
import type { Item } from '../api/schemas/item.js';
import { FRAME_CLOSE_REASONS } from './close-reasons.js';
import { envelop, ID, PROTOCOL_NS, PROTOCOL_VERSION } from './envelope.js';
import { WIDGET_ERROR_CODE_LIST } from './error-codes.js';
import { WIDGET_EVENTS } from './events.js';
import type { FrameMessage, FrameMessageBody, Expected, Received } from './protocol.js';

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 2000;
const isIn = (list: readonly unknown[]) => (value: unknown) => list.includes(value);
/** An item as the frame sends it (parsed by the frame's schema): an object with its id. */
const isItem = (value: unknown): value is Item => isFields(value) && typeof value.id === 'string' && value.id !== '';

/** The fields of `from` that `checks` names and that are present; undefined when one of them fails. */
function present(from: Fields, checks: Record<string, Check>): Fields | undefined {
  const copy: Fields = {};
  for (const key in checks) {
    const value = from[key];
    if (value === undefined) continue;
    if (!checks[key]?.(value)) return undefined;
    copy[key] = value;
  }
  return copy;
}

const EVENT_FIELDS: Record<string, Check> = {
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

const ERROR_FIELDS: Record<string, Check> = { code: isIn(WIDGET_ERROR_CODE_LIST), message: isText, option: isText, data: isFields };

/** The checked copy of an event or an error: its required fields present, every field valid. */
function record(value: unknown, checks: Record<string, Check>, required: string[]): Fields | undefined {
  const copy = isFields(value) ? present(value, checks) : undefined;
  return copy && required.every((key) => key in copy) ? copy : undefined;
}

function body(m: Fields): FrameMessageBody | undefined {
  switch (m.type) {
    case 'ready': {
      const versions = m.versions;
      return Array.isArray(versions) && versions.length > 0 && versions.length <= 16 && versions.every(Number.isInteger)
        ? { type: 'ready', versions: [...versions] }
        : undefined;
    }
    case 'initialized':
    case 'open':
      return { type: m.type };
    case 'event': {
      const event = record(m.event, EVENT_FIELDS, ['event', 'timestamp']);
      return event && { type: 'event', event: event as FrameEvent };
    }
    case 'success':
      return isItem(m.item) ? { type: 'success', item: m.item } : undefined;
    case 'error': {
      const error = record(m.error, ERROR_FIELDS, ['code', 'message']);
      if (error?.data === undefined) return error && { type: 'error', error: error as FrameError };
      const data = present(error.data as Fields, { item: isItem });
      return data && { type: 'error', error: { ...(error as FrameError), data } };
    }
    case 'resize': {
      const height = m.height;
      return typeof height === 'number' && height >= 0 && height <= 100_000 ? { type: 'resize', height } : undefined;
    }
    case 'token-request': {
      const requestId = m.requestId;
      return typeof requestId === 'string' && ID.test(requestId) ? { type: 'token-request', requestId } : undefined;
    }
    case 'close':
      return isIn(FRAME_CLOSE_REASONS)(m.reason) ? { type: 'close', reason: m.reason as FrameClose } : undefined;
  }
  return undefined;
}

type FrameEvent = Extract<FrameMessageBody, { type: 'event' }>['event'];
type FrameError = Extract<FrameMessageBody, { type: 'error' }>['error'];
type FrameClose = Extract<FrameMessageBody, { type: 'close' }>['reason'];

/** A frame message as the frame may send it (checked, only the protocol's fields), or null. */
export function checkFrameMessage(data: unknown, channel: string): FrameMessage | null {
  const checked = isFields(data) && data.ns === PROTOCOL_NS && data.v === PROTOCOL_VERSION && data.channel === channel ? body(data) : undefined;
  return checked ? envelop(channel, checked) : null;
}

/** For the host: the frame's message, if it came from our iframe's window, the widget origin and our channel. */
export function receiveFromFrame(event: Received, expected: Expected): FrameMessage | null {
  // Source and origin first: a message from anywhere else is not even read.
  if (expected.source === null || expected.source === undefined) return null;
  return event.source === expected.source && event.origin === expected.origin ? checkFrameMessage(event.data, expected.channel) : null;
}
