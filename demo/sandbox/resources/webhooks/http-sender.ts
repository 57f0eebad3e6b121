// The one place the sandbox makes outbound HTTP requests: a POST of a notification, on a fresh connection whose address is checked, with a timeout.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export type Delivery = { url: string; headers: Record<string, string>; body: string };

/** Resolves true when the receiver answered 2xx; never rejects. */
export type Sender = (delivery: Delivery) => Promise<boolean>;

export const DELIVERY_TIMEOUT_MS = 5_000;

/** Headers the notification itself sets: a webhook's own headers cannot change how it is framed or where it goes. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding', 'host', 'connection']);

/**
 * Sends with node:http(s) and `lookup`, which resolves the host and refuses a non-public address.
 * No connection is reused (a pooled one would skip the lookup) and no redirect is followed (it
 * could lead to an address the check would have refused).
 */
export function httpSender(lookup: LookupFunction): Sender {
  return ({ url, headers, body }) =>
    new Promise<boolean>((resolve) => {
      const target = URL.canParse(url) ? new URL(url) : undefined;
      if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
        resolve(false);
        return;
      }
      const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: 'POST',
          headers: { ...own, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          agent: false,
          lookup,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        },
        (response) => {
          const ok = response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300;
          // Drained, so the connection is released.
          response.on('end', () => resolve(ok));
          response.on('error', () => resolve(false));
          response.resume();
        },
      );
      request.on('error', () => resolve(false));
      request.end(body);
    });
}

/**
 * Used when delivery is off (tests, CI, offline demos): nothing leaves the machine, events stay
 * readable at GET /sandbox/events, and a webhook is not disabled for deliveries never tried.
 */
export const keepLocalSender: Sender = async () => true;
