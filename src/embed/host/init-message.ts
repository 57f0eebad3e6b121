// The `init` message: the options the frame's widget needs, without what only the host page can hold.
import type { HostMessageBody } from '../../contract/protocol.js';
import { HOST_OPTIONS, type ResolvedOptions } from './connect-options.js';

type InitBody = Extract<HostMessageBody, { type: 'init' }>;

/** `connectToken` is the newest token the host has (a refreshed one after a token-response). */
export function initMessage(options: ResolvedOptions, connectToken: string | undefined): InitBody {
  // The widget's own options: not the callbacks (functions cannot cross postMessage), nor where and
  // how the frame is shown. The token has its own field (the frame adds it back to the options it checks).
  const widgetOptions: Record<string, unknown> = {};
  for (const key in options)
    if (!Object.hasOwn(HOST_OPTIONS, key) && key !== 'connectToken') widgetOptions[key] = options[key as keyof ResolvedOptions];
  // Inline, the widget sits among the page's own fields: it waits for the user to come to it.
  if (options.display === 'inline') widgetOptions.autoFocus ??= false;
  return {
    type: 'init',
    options: widgetOptions,
    connectToken,
    // A given fetchConnectToken passed its check: it is a function.
    canRefreshToken: !!options.fetchConnectToken,
    display: options.display,
  };
}
