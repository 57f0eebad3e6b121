// The `init` message: the options the frame's widget needs, without what only the host page can hold.
import type { HostMessageBody } from '../../contract/protocol.js';
import type { ResolvedOptions } from './connect-options.js';

type InitBody = Extract<HostMessageBody, { type: 'init' }>;

// Functions cannot cross postMessage; the container and the nonce mean nothing in the frame.
// The token has its own field (the frame adds it back to the options it checks).
const LEFT_OUT: readonly string[] = ['widgetUrl', 'display', 'container', 'nonce', 'connectToken'];

/** `connectToken` is the newest token the host has (a refreshed one after a token-response). */
export function initMessage(options: ResolvedOptions, connectToken: string): InitBody {
  const widgetOptions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || typeof value === 'function' || LEFT_OUT.includes(key)) continue;
    widgetOptions[key] = value;
  }
  // Inline, the widget sits among the page's own fields: it waits for the user to come to it.
  if (options.display === 'inline' && widgetOptions.autoFocus === undefined) widgetOptions.autoFocus = false;
  return {
    type: 'init',
    options: widgetOptions,
    connectToken,
    canRefreshToken: typeof options.fetchConnectToken === 'function',
    display: options.display,
  };
}
