// A compact JWS signed with HMAC-SHA256 (a JWT with alg HS256), checked with node:crypto: the header's alg exactly HS256, the signature compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a token is not believed. The message says what is wrong with it, never what it holds. */
export type SignatureRefusal = { ok: false; message: string };
export type Signed = { ok: true; payload: unknown };

/** Longer than any offer a merchant makes: a bigger one is not read at all. */
export const MAX_TOKEN_LENGTH = 6000;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

const refused = (message: string): SignatureRefusal => ({ ok: false, message });

/** A base64url part as JSON, or undefined when it is not one. */
function jsonPart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload of `token` when `secret` signed it with HS256; else why not. Only HS256 is taken:
 * `none`, RS256 and every other algorithm are refused before any key is used, so a token cannot
 * choose how it is checked. A header naming extensions (`crit`) is refused too: none is understood.
 */
export function verifyHs256(token: string, secret: string): Signed | SignatureRefusal {
  if (token.length > MAX_TOKEN_LENGTH) return refused(`the offer is longer than ${MAX_TOKEN_LENGTH} characters`);
  const parts = token.split('.');
  // An empty signature is read on, so an unsigned token (alg none) is refused by its algorithm.
  if (parts.length !== 3 || parts[0] === '' || parts[1] === '' || !parts.every((part) => BASE64URL.test(part))) {
    return refused('the offer is not a compact JWS (three base64url parts joined by dots)');
  }
  const [head = '', body = '', signature = ''] = parts;
  const header = jsonPart(head);
  if (!isRecord(header)) return refused("the offer's header is not a JSON object");
  if (header.alg !== 'HS256')
    return refused(`the offer must be signed with HS256, not ${typeof header.alg === 'string' ? header.alg : 'no algorithm'}`);
  if (header.crit !== undefined) return refused("the offer's header names extensions (crit) the widget host does not know");
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return refused("the offer's signature does not match WIDGET_OFFER_SECRET");
  const payload = jsonPart(body);
  if (payload === undefined) return refused("the offer's payload is not JSON");
  return { ok: true, payload };
}
