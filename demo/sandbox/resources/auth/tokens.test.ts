// Signed tokens: round trip, tampering, expiry.
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const payload = { typ: 'connect_token' as const, sub: 'client', jti: 'j1', iat: 1_000, exp: 2_000, itemId: 'item-1' };

describe('tokens', () => {
  it('verifies what it signed', async () => {
    const token = await signToken(payload, 'k');
    expect(await verifyToken(token, 'k', 1_500_000)).toEqual({ ok: true, payload });
  });

  it.each([
    ['another key', (t: string) => t, 'other', 1_500_000, 'bad-signature'],
    [
      'an edited payload',
      (t: string) => t.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ ...payload, itemId: 'item-2' })).toString('base64url')}.`),
      'k',
      1_500_000,
      'bad-signature',
    ],
    ['an expired token', (t: string) => t, 'k', 2_000_000, 'expired'],
    ['garbage', () => 'abc', 'k', 1_500_000, 'malformed'],
  ])('refuses %s', async (_name, change, key, now, reason) => {
    const token = change(await signToken(payload, 'k'));
    expect(await verifyToken(token, key, now)).toEqual({ ok: false, reason });
  });
});
