// Reads when a JWT expires from its payload, without verifying it (only the server can).

/** Milliseconds since epoch at which the token expires; null when it is not a JWT or has no exp. */
export function expiresAtOf(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    // base64url to base64, which atob takes unpadded. Text in the payload is read as bytes: the
    // numbers, exp among them, are ASCII either way. A payload that is not an object throws or has no exp.
    const { exp }: { exp?: unknown } = JSON.parse(atob((parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null; // not base64, not JSON, or null
  }
}
