// How a host addresses its frame: the widget page's URL with the host's origin and the channel in
// the fragment (nothing secret is ever in a URL), and how the frame reads them back.
import { ID } from './envelope.js';

/**
 * The frame's address: the widget page, or in payment mode the payer page beside it (`pay/`), with
 * the host's origin and the channel in the fragment.
 */
export function frameUrl(widgetUrl: string, parentOrigin: string, channel: string, paymentRequestId?: unknown): string {
  const url = new URL(paymentRequestId ? 'pay/' : widgetUrl, widgetUrl);
  url.hash = new URLSearchParams({ origin: parentOrigin, channel }).toString();
  return url.href;
}

/** What the frame reads from its URL fragment; null when either is missing or malformed. */
export function readFrameAddress(hash: string): { parentOrigin: string; channel: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const origin = params.get('origin');
  const channel = params.get('channel');
  if (origin === null || channel === null || !ID.test(channel)) return null;
  try {
    const url = new URL(origin);
    // An origin, exactly: no path, credentials or a scheme other than http(s).
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
    return { parentOrigin: origin, channel };
  } catch {
    return null;
  }
}
