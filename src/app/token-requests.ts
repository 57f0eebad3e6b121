// fetchConnectToken across the frame: a token-request to the host, settled by its token-response.
import { randomId as defaultRandomId } from '../contract/protocol.js';
import type { HostMessage } from '../contract/protocol.js';
import type { Post } from './frame-poster.js';

export const TOKEN_TIMEOUT_MS = 30_000;

type TokenResponse = Extract<HostMessage, { type: 'token-response' }>;
type Pending = { resolve: (token: string) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

export type TokenRequests = {
  /** Asks the host for a fresh Connect Token; rejects when it says no or does not answer in time. */
  request(): Promise<string>;
  /** Settles the request the response names; a response to no pending request is ignored. */
  settle(response: TokenResponse): void;
  /** Rejects every pending request: the widget that asked is gone. */
  cancelAll(): void;
};

export function createTokenRequests(post: Post, timeoutMs = TOKEN_TIMEOUT_MS, randomId = defaultRandomId): TokenRequests {
  const pending = new Map<string, Pending>();

  const finish = (requestId: string): Pending | undefined => {
    const entry = pending.get(requestId);
    if (!entry) return undefined;
    pending.delete(requestId);
    clearTimeout(entry.timer);
    return entry;
  };

  return {
    request() {
      const requestId = randomId();
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          finish(requestId)?.reject(new Error('The host did not answer the token request in time.'));
        }, timeoutMs);
        pending.set(requestId, { resolve, reject, timer });
        post({ type: 'token-request', requestId });
      });
    },
    settle(response) {
      const entry = finish(response.requestId);
      if (!entry) return;
      if (response.ok && response.token !== undefined) entry.resolve(response.token);
      else entry.reject(new Error(response.message ?? 'The host could not refresh the Connect Token.'));
    },
    cancelAll() {
      for (const requestId of [...pending.keys()]) finish(requestId)?.reject(new Error('The widget was closed.'));
    },
  };
}
