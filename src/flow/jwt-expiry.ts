// Reads when a JWT expires from its payload, without verifying it (only the server can).
import { z } from '../api/z.js';

const Payload = z.object({ exp: z.optional(z.number()) });

/** Milliseconds since epoch at which the token expires; null when it is not a JWT or has no exp. */
export function expiresAtOf(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    // base64url to base64, which atob takes unpadded. Text in the payload is read as bytes: the
    // numbers, exp among them, are ASCII either way.
    const parsed = Payload.safeParse(JSON.parse(atob((parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))));
    return parsed.success && parsed.data.exp !== undefined ? parsed.data.exp * 1000 : null;
  } catch {
    return null; // not base64 or not JSON
  }
}
