// The load's HTTP client of the sandbox under measurement: credentials, Connect Tokens and JSON calls, as a merchant's server makes them.
import type { Item } from '../../../src/api/schemas/index.js';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../config.js';

export type Reply<T> = { status: number; body: T };

export type LoadClient = {
  url: string;
  call<T>(method: string, path: string, init?: { token?: string; body?: unknown }): Promise<Reply<T>>;
  apiKey(): Promise<string>;
  connectToken(): Promise<string>;
};

/** README, "Outcomes by username": an item no longer syncing ends in one of these. */
const FINAL_STATUSES: readonly string[] = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
export const isFinal = (item: Pick<Item, 'status'>): boolean => FINAL_STATUSES.includes(item.status);

export function loadClient(url: string): LoadClient {
  const call = async <T>(method: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (init.token) headers['X-API-KEY'] = init.token;
    const response = await fetch(`${url}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    // The load reads only the fields it asked for; a wrong guess shows as a failed check there.
    return { status: response.status, body: (await response.json()) as T };
  };
  const apiKey = async () => {
    const r = await call<{ apiKey: string }>('POST', '/auth', { body: { clientId: DEFAULT_CLIENT_ID, clientSecret: DEFAULT_CLIENT_SECRET } });
    if (r.status !== 200) throw new Error(`POST /auth answered ${r.status}`);
    return r.body.apiKey;
  };
  return {
    url,
    call,
    apiKey,
    async connectToken() {
      const r = await call<{ accessToken: string }>('POST', '/connect_token', { token: await apiKey(), body: {} });
      if (r.status !== 200) throw new Error(`POST /connect_token answered ${r.status}`);
      return r.body.accessToken;
    },
  };
}
