// Reads a webhook delivery's body as the sandbox sends it ({event, eventId, itemId?, …the event's fields}); anything else is kept as unreadable.
import { z } from '../../src/api/z.js';
import type { ReceivedDelivery } from './webhook-inbox.js';

/** Loose: each event adds fields of its own, and an event unknown to this page is still a notification. */
const Notification = z.looseObject({
  event: z.string().check(z.minLength(1), z.maxLength(200)),
  eventId: z.optional(z.string()),
});

/** The id a row shows first: the resource the event is about, before the ones it belongs to. */
const MAIN_IDS = [
  'itemId',
  'paymentIntentId',
  'automaticPixPaymentId',
  'smartTransferPaymentId',
  'smartTransferPreauthorizationId',
  'paymentRequestId',
  'boletoId',
  'connectorId',
];
const IGNORED_IDS = new Set(['eventId', 'clientId', 'clientUserId']);

type Read = Pick<ReceivedDelivery, 'readable' | 'problem' | 'event' | 'eventId' | 'ids' | 'body'>;

const unreadable = (body: string, problem: string): Read => ({ readable: false, problem, event: null, eventId: null, ids: [], body });

function idsOf(fields: Record<string, unknown>): ReceivedDelivery['ids'] {
  const ids = Object.entries(fields)
    .filter(([name, value]) => name.endsWith('Id') && !IGNORED_IDS.has(name) && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => ({ name, value: String(value) }));
  const rank = (name: string) => (MAIN_IDS.includes(name) ? MAIN_IDS.indexOf(name) : MAIN_IDS.length);
  return ids.sort((a, b) => rank(a.name) - rank(b.name));
}

export function readNotification(text: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unreadable(text, 'The body is not JSON');
  }
  const body = JSON.stringify(json, null, 2);
  const parsed = Notification.safeParse(json);
  if (!parsed.success) return unreadable(body, 'The body is JSON but has no "event" name');
  return { readable: true, event: parsed.data.event, eventId: parsed.data.eventId ?? null, ids: idsOf(parsed.data), body };
}
