// Connector-supplied URLs are data: only http(s) ones become an image source or a link.
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The value if it parses (against `base`, when given) as an http(s) address; null for javascript:, data: and the like. */
function webUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    return WEB_PROTOCOLS.has(new URL(value, base).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** Absolute or relative http(s) address for an <img>. The placeholder base lets relative paths parse; only the protocol is looked at. */
export const safeImageUrl = (value: string | null | undefined): string | null => webUrl(value, 'https://base.invalid');

/** Absolute http(s) address for a link the user follows; anything else is no link at all. */
export const safeLinkUrl = (value: string | null | undefined): string | null => webUrl(value);
