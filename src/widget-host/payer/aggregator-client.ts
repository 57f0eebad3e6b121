// The aggregator's API as the widget host calls it with the merchant's API credentials: an API key fetched once and kept while it lives, JSON in and out.

export type AggregatorCredentials = { clientId: string; clientSecret: string };

/** An answer the payer API reads: a status below 500 and a JSON body (unchecked: the caller guards it). */
export type AggregatorReply = { status: number; body: unknown };

/**
 * The aggregator failed: unreachable, too slow, a 5xx or 429, credentials refused, or a body that is
 * not JSON. The message names the call and the status only, never a body (which may echo the payer).
 */
export class AggregatorUnavailable extends Error {}

export type AggregatorClient = {
  get(path: string): Promise<AggregatorReply>;
  post(path: string, body: unknown): Promise<AggregatorReply>;
};

/** An API key lives 2 h; it is replaced a little before, so none expires between a check and its use. */
const API_KEY_LIFE_MS = 2 * 60 * 60 * 1000 - 5 * 60 * 1000;
const TIMEOUT_MS = 15_000;

type Options = { now?: () => number; timeoutMs?: number };

export function aggregatorClient(apiOrigin: string, credentials: AggregatorCredentials, options: Options = {}): AggregatorClient {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  let cached: { key: Promise<string>; until: number } | null = null;

  async function send(method: string, path: string, body: unknown, apiKey: string | null): Promise<AggregatorReply> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (apiKey !== null) headers['X-API-KEY'] = apiKey;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${apiOrigin}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      throw new AggregatorUnavailable(`${method} ${path}: no answer`);
    }
    if (response.status >= 500 || response.status === 429) throw new AggregatorUnavailable(`${method} ${path}: ${response.status}`);
    try {
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    } catch {
      throw new AggregatorUnavailable(`${method} ${path}: ${response.status} with a body that is not JSON`);
    }
  }

  async function fetchApiKey(): Promise<string> {
    const reply = await send('POST', '/auth', credentials, null);
    const body = reply.body;
    const apiKey = typeof body === 'object' && body !== null && 'apiKey' in body ? body.apiKey : undefined;
    if (reply.status !== 200 || typeof apiKey !== 'string' || apiKey === '') {
      throw new AggregatorUnavailable(`POST /auth: ${reply.status}, no API key (check WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET)`);
    }
    return apiKey;
  }

  function apiKey(fresh: boolean): Promise<string> {
    if (fresh || cached === null || now() >= cached.until) {
      const key = fetchApiKey();
      const entry = { key, until: now() + API_KEY_LIFE_MS };
      cached = entry;
      // A failed fetch is not kept: the next call tries again.
      key.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.key;
  }

  async function call(method: string, path: string, body?: unknown): Promise<AggregatorReply> {
    const first = await send(method, path, body, await apiKey(false));
    if (first.status !== 401 && first.status !== 403) return first;
    // The key was revoked or expired early: a new one, once.
    const again = await send(method, path, body, await apiKey(true));
    if (again.status === 401 || again.status === 403) throw new AggregatorUnavailable(`${method} ${path}: ${again.status} with a new API key`);
    return again;
  }

  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}
