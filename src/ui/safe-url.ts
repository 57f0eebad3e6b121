// Connector-supplied URLs are data: only http(s) ones become an image source or a link.
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Absolute or relative http(s) address for an <img>; null for javascript:, data: and the like. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    // The placeholder base lets relative paths parse; only the protocol is looked at.
    return WEB_PROTOCOLS.has(new URL(value, 'https://base.invalid').protocol) ? value : null;
  } catch {
    return null;
  }
}

/** Absolute http(s) address for a link the user follows; anything else is no link at all. */
export function safeLinkUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return WEB_PROTOCOLS.has(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}
