// Reads when a JWT expires from its payload, without verifying it (only the server can).
import { z } from '../api/z.js';

const Payload = z.object({ exp: z.optional(z.number()) });

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Milliseconds since epoch at which the token expires; null when it is not a JWT or has no exp. */
export function expiresAtOf(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = base64UrlDecode(parts[1] ?? '');
  if (json === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = Payload.safeParse(data);
  return parsed.success && parsed.data.exp !== undefined ? parsed.data.exp * 1000 : null;
}
