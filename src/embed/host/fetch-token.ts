// The host's Connect Tokens: what one looks like, and asking the page's fetchConnectToken for one.
/** Visible ASCII (it travels in a request header), bounded as the protocol bounds it. */
export const isConnectToken = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]{1,8192}$/.test(value);

/** A token from fetchConnectToken, or undefined: why it failed is never kept (its text may quote anything, the token included). */
export async function fetchToken(fetchConnectToken: (() => Promise<string>) | undefined): Promise<string | undefined> {
  try {
    const token: unknown = await fetchConnectToken?.();
    return isConnectToken(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
