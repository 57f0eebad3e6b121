// Test kit for the sandbox: start it on an ephemeral port and talk to it over real HTTP.
import { PluggyClient } from 'pluggy-sdk';
import { randomUUID } from 'node:crypto';
import type { Item } from '../../src/api/schemas/index.js';
import { generateItemData } from './data/generate.js';
import { itemsOf, type StoredItem } from './items/stored-item.js';
import type { SandboxConfig } from './config.js';
import { startSandbox, type RunningSandbox } from './server.js';

export type Reply<T = unknown> = { status: number; body: T; headers: Headers };

export type SandboxClient = {
  sandbox: RunningSandbox;
  url: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; raw?: string; contentType?: string },
  ): Promise<Reply<T>>;
  apiKey(): Promise<string>;
  connectToken(body?: Record<string, unknown>): Promise<string>;
  createItem(token: string, connectorId: number, parameters: Record<string, string>, extra?: Record<string, unknown>): Promise<Item>;
  /** Polls GET /items/{id} until `until` holds; returns every distinct executionStatus seen. */
  waitForItem(token: string, id: string, until: (item: Item) => boolean, timeoutMs?: number): Promise<{ item: Item; seen: string[] }>;
  close(): Promise<void>;
};

export const FINAL_STATUSES = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
export const isFinal = (item: Item) => FINAL_STATUSES.includes(item.status);

export async function sandboxClient(overrides: Partial<SandboxConfig> = {}): Promise<SandboxClient> {
  const sandbox = await startSandbox({ port: 0, stepMs: 5, ...overrides });
  const { url } = sandbox;
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
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
  const apiKey = async () => {
    const r = await call<{ apiKey: string }>('POST', '/auth', {
      body: { clientId: sandbox.deps.config.clientId, clientSecret: sandbox.deps.config.clientSecret },
    });
    if (r.status !== 200) throw new Error(`auth failed: ${r.status}`);
    return r.body.apiKey;
  };
  return {
    sandbox,
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
    close: () => sandbox.close(),
  };
}

/** The public Node client of this API, unchanged, pointed at a running sandbox. */
export function publicClient(s: SandboxClient): PluggyClient {
  // The client reads its base URL from the environment once, when it is constructed.
  const previous = process.env.PLUGGY_API_URL;
  process.env.PLUGGY_API_URL = s.url;
  try {
    return new PluggyClient({ clientId: s.sandbox.deps.config.clientId, clientSecret: s.sandbox.deps.config.clientSecret });
  } finally {
    if (previous === undefined) delete process.env.PLUGGY_API_URL;
    else process.env.PLUGGY_API_URL = previous;
  }
}

/** An item as a finished sync leaves it, with its data generated, put straight into the store. */
export function seedSyncedItem(
  on: SandboxClient,
  connectorId: number,
  opts: { products?: string[]; failedProducts?: string[]; clientId?: string } = {},
): StoredItem {
  const { deps } = on.sandbox;
  const entry = deps.catalogue.find((e) => e.connector.id === connectorId);
  if (!entry) throw new Error(`no connector ${connectorId}`);
  const id = randomUUID();
  const at = new Date(deps.config.now()).toISOString();
  const stored = itemsOf(deps.store).put({
    id,
    clientId: opts.clientId ?? deps.config.clientId,
    flow: entry.flow,
    parameters: {},
    execution: 1,
    outdatedRetries: 0,
    item: {
      id,
      connector: entry.connector,
      status: 'UPDATED',
      executionStatus: 'SUCCESS',
      products: opts.products ?? entry.connector.products,
      createdAt: at,
      updatedAt: at,
    },
  });
  generateItemData(deps, stored, { failedProducts: opts.failedProducts ?? [] });
  return stored;
}
