// Idempotency-Key: a creation sent again after its answer was lost gets the first answer back, not a second resource.
//
// Neither the interface nor its public clients name such a header, so the sandbox takes the
// standard one (the IETF httpapi draft "The Idempotency-Key HTTP Header Field"): the same key
// from the same caller with the same body replays the first answer; with another body it is
// refused (422, as the draft says), since the key then names two different requests. Keys are
// kept a bounded time and count. Only a digest of the body is kept: it holds credentials.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Clock } from './clock.js';
import type { Principal } from './context.js';
import { Problem } from './problem.js';
import type { Store } from './store.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEYS = 10_000;

export type StoredIdempotencyKey = {
  /** Digest of the route, the caller and the key. */
  id: string;
  /** Digest of the request body, keys in a canonical order. */
  body: string;
  /** The first answer's JSON, sent again as it was. */
  answer: unknown;
  expiresAt: number;
};

/** One request that carries a key: where, from whom, and with what body. */
export type KeyedRequest = { id: string; body: string };

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so the same body sent re-serialized reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A Connect Token's keys are its own; an API Key's, its client's. */
const callerOf = (principal: Principal) =>
  principal.kind === 'connect_token' ? `connect_token ${principal.clientId} ${principal.jti}` : `api_key ${principal.clientId}`;

/** The request's key, if it sends one, with what identifies it; 400 for a key that is not one. */
export function keyedRequest(c: Context, route: string, principal: Principal, body: unknown): KeyedRequest | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!/^[\x20-\x7e]{1,255}$/.test(key)) throw new Problem(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`);
  return { id: digest(`${route}\n${callerOf(principal)}\n${key}`), body: digest(canonicalJson(body)) };
}

export function idempotencyKeys(store: Store, clock: Clock, { ttlMs = IDEMPOTENCY_TTL_MS, maxKeys = MAX_IDEMPOTENCY_KEYS } = {}) {
  const keys = store.collection('idempotencyKeys');
  const live = (id: string): StoredIdempotencyKey | undefined => {
    const stored = keys.get(id);
    if (stored === undefined || stored.expiresAt > clock.now()) return stored;
    keys.delete(id);
    return undefined;
  };
  return {
    /** The first answer to send again, if this key was used; 422 when it was, with another body. */
    replay(request: KeyedRequest): unknown {
      const stored = live(request.id);
      if (stored === undefined) return undefined;
      if (stored.body !== request.body) {
        throw new Problem(422, `${IDEMPOTENCY_HEADER} was already used with a different request body: send a new key for a new request`);
      }
      return stored.answer;
    },
    /** Keeps the answer for the key's lifetime, dropping expired keys, then the oldest past the bound. */
    remember(request: KeyedRequest, answer: unknown): void {
      const now = clock.now();
      // Kept oldest first with one lifetime, so the expired and the oldest are all at the front.
      for (const stored of keys.scan()) {
        if (stored.expiresAt > now && keys.size < maxKeys) break;
        keys.delete(stored.id);
      }
      keys.put({ id: request.id, body: request.body, answer: structuredClone(answer), expiresAt: now + ttlMs });
    },
  };
}
