// Answers the frame's token-request with the host's fetchConnectToken, never with the reason it failed.
import type { HostMessageBody } from '../../contract/protocol.js';

export type TokenResponseBody = Extract<HostMessageBody, { type: 'token-response' }>;

/** A Connect Token as the host takes it, from the options or fetchConnectToken: visible ASCII (it travels in a request header), bounded as the protocol bounds it. */
export const isConnectToken = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]{1,8192}$/.test(value);

export async function tokenResponse(fetchConnectToken: (() => Promise<string>) | undefined, requestId: string): Promise<TokenResponseBody> {
  let token: unknown;
  try {
    token = await fetchConnectToken?.();
  } catch {
    // The host's error text may quote anything, the token included: it does not cross the frame.
  }
  return isConnectToken(token)
    ? { type: 'token-response', requestId, ok: true, token }
    : { type: 'token-response', requestId, ok: false, message: 'fetchConnectToken gave no Connect Token.' };
}
