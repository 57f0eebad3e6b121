// The OAuth callback page's message to the window that opened the popup (part of the protocol; see
// protocol.ts), and the checks before it is believed.
import { z } from '../api/z.js';

export const OAuthResultMessage = z.object({
  ns: z.literal('ponte'),
  v: z.literal(1),
  type: z.literal('oauth-result'),
  itemId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  outcome: z.enum(['authorized', 'denied']),
});
export type OAuthResultMessage = z.infer<typeof OAuthResultMessage>;

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
