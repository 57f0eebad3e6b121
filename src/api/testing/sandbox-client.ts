// A client of a running sandbox for tests over real HTTP: credentials, Connect Tokens and items.
// The widget's tests and the sandbox's own tests share it; it knows only the sandbox's address.
import type { Item } from '../schemas/index.js';

/** Where a sandbox listens and the client credentials it accepts at POST /auth. */
export type SandboxAddress = { url: string; clientId: string; clientSecret: string };

export type Reply<T = unknown> = { status: number; body: T; headers: Headers };

export type CallInit = { token?: string; body?: unknown; raw?: string; contentType?: string };

export type SandboxClient = {
  url: string;
  call<T = Record<string, unknown>>(method: string, path: string, init?: CallInit): Promise<Reply<T>>;
  apiKey(): Promise<string>;
  connectToken(body?: Record<string, unknown>): Promise<string>;
  createItem(token: string, connectorId: number, parameters: Record<string, string>, extra?: Record<string, unknown>): Promise<Item>;
  /** Polls GET /items/{id} until `until` holds; returns every distinct executionStatus seen. */
  waitForItem(token: string, id: string, until: (item: Item) => boolean, timeoutMs?: number): Promise<{ item: Item; seen: string[] }>;
};

export const FINAL_STATUSES = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
export const isFinal = (item: Item) => FINAL_STATUSES.includes(item.status);

export function sandboxClientAt(address: SandboxAddress): SandboxClient {
  const { url } = address;
  const call: SandboxClient['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers['X-API-KEY'] = init.token;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/json';
    const response = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    // Tests name the body type they expect and assert on it; a wrong guess fails the assertion.
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
  const apiKey = async () => {
    const r = await call<{ apiKey: string }>('POST', '/auth', { body: { clientId: address.clientId, clientSecret: address.clientSecret } });
    if (r.status !== 200) throw new Error(`auth failed: ${r.status}`);
    return r.body.apiKey;
  };
  return {
    url,
    call,
    apiKey,
    async connectToken(body = {}) {
      const r = await call<{ accessToken: string }>('POST', '/connect_token', { token: await apiKey(), body });
      if (r.status !== 200) throw new Error(`connect_token failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.accessToken;
    },
    async createItem(token, connectorId, parameters, extra = {}) {
      const r = await call<Item>('POST', '/items', { token, body: { connectorId, parameters, ...extra } });
      if (r.status !== 200) throw new Error(`create item failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async waitForItem(token, id, until, timeoutMs = 5000) {
      const seen: string[] = [];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await call<Item>('GET', `/items/${id}`, { token });
        if (r.status !== 200) throw new Error(`get item failed: ${r.status}`);
        if (seen[seen.length - 1] !== r.body.executionStatus) seen.push(r.body.executionStatus);
        if (until(r.body)) return { item: r.body, seen };
        if (Date.now() > deadline) throw new Error(`item ${id} did not reach the expected state; last ${r.body.status}/${r.body.executionStatus}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    },
  };
}
