// The checks before the OAuth callback page's message (see protocol.ts) is believed.
import { OAuthResultMessage } from './protocol';

export { OAuthResultMessage };

/**
 * The result, if the message comes from the popup this widget opened, on this page's own origin
 * (where the callback page is served), and has the expected shape; otherwise null.
 */
export function trustedOAuthResult(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  popup: unknown,
  ownOrigin: string,
): OAuthResultMessage | null {
  if (popup === null || popup === undefined) return null;
  if (event.origin !== ownOrigin || event.source !== popup) return null;
  const parsed = OAuthResultMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
