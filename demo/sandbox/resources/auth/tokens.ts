// Signed credentials: API Keys and Connect Tokens are HS256 JWTs, so clients can read `exp`.
import { z } from '../../../../src/api/z.js';

export const TokenPayload = z.object({
  typ: z.enum(['api_key', 'connect_token']),
  sub: z.string(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
  itemId: z.optional(z.string()),
  options: z.optional(
    z.object({
      webhookUrl: z.optional(z.string()),
      clientUserId: z.optional(z.string()),
      oauthRedirectUri: z.optional(z.string()),
      avoidDuplicates: z.optional(z.boolean()),
    }),
  ),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export type VerifyFailure = 'malformed' | 'bad-signature' | 'expired';

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  return buf.toString('base64url');
}

/** The last secret's key: every request checks a token, and a sandbox signs with one secret. */
let imported: { secret: string; key: ReturnType<typeof crypto.subtle.importKey> } | undefined;

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  // Web Crypto rather than node:crypto so the app can move to a serverless runtime unchanged.
  if (imported?.secret !== secret) {
    imported = { secret, key: crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) };
  }
  return new Uint8Array(await crypto.subtle.sign('HMAC', await imported.key, encoder.encode(data)));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signToken(payload: TokenPayload, secret: string): Promise<string> {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = base64url(await hmac(secret, `${head}.${body}`));
  return `${head}.${body}.${signature}`;
}

export async function verifyToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<{ ok: true; payload: TokenPayload } | { ok: false; reason: VerifyFailure }> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  const expected = base64url(await hmac(secret, `${head}.${body}`));
  if (!timingSafeEqual(expected, signature)) return { ok: false, reason: 'bad-signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = TokenPayload.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
