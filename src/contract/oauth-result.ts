// The OAuth callback page's message to the window that opened the popup, and the widget's check of
// it. Same origin and no channel, so no envelope: its namespace and version are the protocol's (the
// types hold them equal), written here so that the widget's OAuth return loads nothing else of the
// protocol, and the host runtime shares no module with the widget.
import type { PROTOCOL_NS, PROTOCOL_VERSION } from './envelope.js';
import type { Received } from './protocol.js';

export type OAuthResultMessage = {
  ns: typeof PROTOCOL_NS;
  v: typeof PROTOCOL_VERSION;
  type: 'oauth-result';
  itemId: string;
  outcome: 'authorized' | 'denied';
};

const NS: typeof PROTOCOL_NS = 'ponte';
const VERSION: typeof PROTOCOL_VERSION = 1;

/**
 * For the widget: the OAuth result, if the message comes from the popup it opened, on its own
 * origin (where the callback page is served), and has the expected shape; otherwise null.
 */
export function trustedOAuthResult(event: Received, popup: unknown, ownOrigin: string): OAuthResultMessage | null {
  if (popup === null || popup === undefined) return null;
  if (event.origin !== ownOrigin || event.source !== popup) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { ns, v, type, itemId, outcome } = data as Record<string, unknown>;
  if (ns !== NS || v !== VERSION || type !== 'oauth-result') return null;
  if (typeof itemId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(itemId) || (outcome !== 'authorized' && outcome !== 'denied')) return null;
  return { ns: NS, v: VERSION, type: 'oauth-result', itemId, outcome };
}
