// The merchant's webhook inbox: the secret its webhooks carry, whether they were registered, and the last deliveries received.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Deliveries kept; the oldest goes when one more arrives. */
export const INBOX_LIMIT = 200;

/** Set on every webhook this site registers: a delivery without it did not come from the sandbox. */
export const SECRET_HEADER = 'x-demo-webhook-secret';

export type ReceivedDelivery = {
  /** Counts up from 1 over the inbox's life, so a page can tell what is new since its last look. */
  seq: number;
  receivedAt: string;
  /** False when the body was not a notification as the sandbox sends it; `problem` says why. */
  readable: boolean;
  problem?: string;
  event: string | null;
  eventId: string | null;
  /** The ids the notification carries (itemId, paymentRequestId…), the most telling first. */
  ids: { name: string; value: string }[];
  /** The request's headers, the secret's value masked. */
  headers: Record<string, string>;
  /** The body as received, indented when it was JSON. */
  body: string;
};

export type Registration =
  | { state: 'pending' }
  | { state: 'registered'; url: string; events: number }
  | { state: 'failed'; url: string; reason: string }
  /** Registering would be pointless: the sandbox delivers nothing. */
  | { state: 'off'; reason: string };

export type WebhookInbox = {
  readonly secret: string;
  registration: Registration;
  /** Whether a request's secret header is this inbox's, compared in constant time. */
  carriesSecret(value: string | undefined): boolean;
  record(delivery: Omit<ReceivedDelivery, 'seq'>): void;
  /** Newest first. */
  list(): ReceivedDelivery[];
  clear(): void;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

export function webhookInbox(limit = INBOX_LIMIT): WebhookInbox {
  const secret = randomBytes(32).toString('base64url');
  const expected = digest(secret);
  let deliveries: ReceivedDelivery[] = [];
  let seq = 0;
  return {
    secret,
    registration: { state: 'pending' },
    // Hashed first so both sides have the same length, as timingSafeEqual needs.
    carriesSecret: (value) => value !== undefined && timingSafeEqual(digest(value), expected),
    record(delivery) {
      seq += 1;
      deliveries = [{ seq, ...delivery }, ...deliveries].slice(0, limit);
    },
    list: () => deliveries,
    clear() {
      deliveries = [];
    },
  };
}
