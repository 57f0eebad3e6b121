// Signs a preauthorization offer as a merchant's server does (a compact JWS, HS256, node:crypto), and forges the ones the widget host must refuse.
import { createHmac } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `payload` signed with `secret` under `header` (HS256 by default; another alg still gets an HMAC, as a forger would send). */
export function signOffer(payload: unknown, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** The token with its payload replaced and its signature kept: what a payer who edits the offer sends. */
export function tamper(token: string, payload: unknown): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encode(payload)}.${signature}`;
}

/** An unsigned token (alg none, empty signature), as the JWT attack sends it. */
export const unsigned = (payload: unknown): string => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
