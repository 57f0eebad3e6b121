// The e2e merchant page: mounts <ponte-connect> as a test asks (tokens come from the dev server
// or the test itself, never from the URL) and records every callback and DOM event it gives.
import { define, resumingItemId } from '../../src/embed/element-entry.js';
import type { PonteConnectElement } from '../../src/embed/ponte-connect.js';

export type Recorded = { kind: 'event' | 'callback'; name: string; detail: unknown; at: number };

export type MountOptions = {
  /** A token the test made (for example an expired one); else one is minted for the page. */
  connectToken?: string;
  /** Attributes set on the element, kebab-case as a host page writes them. */
  attributes?: Record<string, string | boolean>;
  /** Give the element a fetchConnectToken that mints a fresh token (for `itemId` if set). */
  refresh?: boolean;
  /** Mint the token for this item (update mode, or a return from the OAuth redirect). */
  itemId?: string;
};

type Minted = { accessToken: string; apiUrl: string };

async function mint(itemId?: string): Promise<Minted> {
  const response = await fetch('/dev/connect-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(itemId ? { itemId } : {}),
  });
  if (!response.ok) throw new Error(`minting a token failed: ${response.status}`);
  return (await response.json()) as Minted;
}

const recorded: Recorded[] = [];
const record = (kind: Recorded['kind'], name: string, detail: unknown) =>
  recorded.push({ kind, name, detail: JSON.parse(JSON.stringify(detail ?? null)), at: Date.now() });

for (const name of ['ponte:event', 'ponte:success', 'ponte:error', 'ponte:close']) {
  document.addEventListener(name, (event) => record('event', name, event instanceof CustomEvent ? event.detail : null));
}

async function mount(options: MountOptions = {}): Promise<void> {
  define();
  document.querySelector('ponte-connect')?.remove();
  const itemId = options.itemId ?? resumingItemId() ?? undefined;
  const minted = await mint(itemId);
  const element = document.createElement('ponte-connect') as PonteConnectElement;
  element.setAttribute('connect-token', options.connectToken ?? minted.accessToken);
  element.setAttribute('api-url', minted.apiUrl);
  element.setAttribute('include-sandbox', '');
  for (const [name, value] of Object.entries(options.attributes ?? {})) {
    if (value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : value);
  }
  if (options.refresh) element.fetchConnectToken = async () => (await mint(itemId)).accessToken;
  element.onSuccess = (payload) => record('callback', 'onSuccess', payload);
  element.onError = (payload) => record('callback', 'onError', payload);
  element.onEvent = (payload) => record('callback', 'onEvent', payload);
  element.onOpen = () => record('callback', 'onOpen', null);
  element.onClose = () => record('callback', 'onClose', null);
  document.getElementById('widget')?.append(element);
}

declare global {
  interface Window {
    ponteHarness: { mount: typeof mount; recorded: Recorded[] };
  }
}

window.ponteHarness = { mount, recorded };
