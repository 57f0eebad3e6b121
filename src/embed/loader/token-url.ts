// A Connect Token from the page's own server: a same-origin POST answering JSON {accessToken}.
import type { WidgetError } from '../../contract/error-codes.js';
import { isRecord, stringMatching } from '../option-rules.js';

// Visible ASCII only: the token travels in a request header.
const ACCESS_TOKEN = stringMatching(/^[\x21-\x7e]{1,8192}$/, 'a Connect Token');

/** The URL resolved against the page, or null when it points at another origin. */
export function sameOriginUrl(value: string, doc: Document): string | null {
  try {
    const url = new URL(value, doc.baseURI);
    return url.origin === new URL(doc.URL).origin ? url.href : null;
  } catch {
    return null;
  }
}

export type TokenResult = { ok: true; token: string } | { ok: false; error: WidgetError };

/**
 * POSTs `{}` (or `{"itemId": …}` in update mode) as JSON with the page's cookies; a JSON body is
 * something a cross-site form cannot send, so the page's server can mint tokens for its own pages only.
 */
export async function requestToken(url: string, updateItem: string | undefined, fetchImpl: typeof fetch): Promise<TokenResult> {
  const failed = (code: WidgetError['code'], why: string): TokenResult => ({
    ok: false,
    error: { code, message: `Could not get a Connect Token from data-ponte-token-url: ${why}.` },
  });
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(updateItem === undefined ? {} : { itemId: updateItem }),
    });
  } catch {
    return failed('NETWORK', 'the request failed');
  }
  if (response.status === 401 || response.status === 403) return failed('UNAUTHORIZED', `HTTP ${response.status}`);
  if (!response.ok) return failed('NETWORK', `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failed('UNEXPECTED', 'the answer is not JSON');
  }
  const token = isRecord(body) ? body.accessToken : undefined;
  return ACCESS_TOKEN.is(token) ? { ok: true, token } : failed('UNEXPECTED', 'the answer has no accessToken');
}
