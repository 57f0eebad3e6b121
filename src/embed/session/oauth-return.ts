// The OAuth callback page's answer, reaching the session that opened the popup: a message from
// that popup, or the outcome the callback page stored before a same-window return.
import { trustedOAuthResult } from '../../contract/oauth-result.js';
import type { Flow } from '../../flow/types.js';
import type { StoredResume } from '../resume-store.js';

/** Hands the flow a result from the popup it is waiting on; returns the function that stops listening. */
export function listenForOAuthResult(flow: Flow, popup: () => Window | null): () => void {
  const onMessage = (event: MessageEvent) => resumeOAuth(flow, trustedOAuthResult(event, popup(), window.location.origin));
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** After a same-window return, once the flow is back on the item's OAuth step (and for each popup result). */
export function resumeOAuth(flow: Flow, returned: Pick<StoredResume, 'itemId' | 'outcome'> | null): void {
  const state = flow.state.peek();
  if (returned?.outcome && state.step === 'oauth' && state.item.id === returned.itemId) flow.oauthReturned(returned.outcome);
}
