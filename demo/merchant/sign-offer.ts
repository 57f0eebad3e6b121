// Signs a preauthorization offer as a merchant's server does: a compact JWS (HS256) over its claims, with the secret it shares with its widget host.
import { createHmac } from 'node:crypto';

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const part = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** `claims` as a compact JWS signed with HMAC-SHA256 under `secret`: what goes after the payer page's `#offer=`. */
export function signOffer(claims: Readonly<Record<string, unknown>>, secret: string): string {
  const input = `${part(HEADER)}.${part(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
