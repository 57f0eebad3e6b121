// Reads of a full sandbox while widgets sync: GET /items/{id} and GET /accounts over many items, beside that many syncs at once.
import autocannon from 'autocannon';
import type { Item } from '../../../src/api/schemas/index.js';
import { isFinal, type LoadClient } from './client.js';
import { SANDBOX_BANK_CREDENTIALS } from './fill.js';
import { percentile } from './percentile.js';

/** What Chromium sends: the sandbox compresses its answers for it, and that work is part of serving them. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export type Reads = { perSecond: number; p50: number; p99: number; max: number; requests: number; failures: number };

export type Syncs = { final: number; of: number; failures: string[]; medianMs: number; lastMs: number };

export type ReadsUnderSyncs = { items: Reads; accounts: Reads; syncs: Syncs };

export type ReadsOptions = {
  client: LoadClient;
  apiKey: string;
  connectorId: number;
  /** Items to read, each request picking the next. */
  ids: readonly string[];
  syncs: number;
  connections: number;
  seconds: number;
};

/** The widget's polling: waits of 1, 1.5, 2.25, 3.4, then 5 s, each ±20%. */
const pollWait = (attempt: number) => Math.min(5000, 1000 * 1.5 ** attempt) * (0.8 + 0.4 * Math.random());

async function sync(o: ReadsOptions, token: string, started: number): Promise<{ status: string; ms: number }> {
  const created = await o.client.call<Item>('POST', '/items', { token, body: { connectorId: o.connectorId, parameters: SANDBOX_BANK_CREDENTIALS } });
  if (created.status !== 200) throw new Error(`POST /items answered ${created.status}`);
  for (let attempt = 0; ; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, pollWait(attempt)));
    const reply = await o.client.call<Item>('GET', `/items/${created.body.id}`, { token });
    if (reply.status !== 200) throw new Error(`GET /items/{id} answered ${reply.status}`);
    if (isFinal(reply.body)) return { status: reply.body.status, ms: performance.now() - started };
  }
}

async function hammer(o: ReadsOptions, path: (id: string) => string): Promise<Reads> {
  let next = 0;
  const result = await autocannon({
    url: o.client.url,
    connections: o.connections,
    duration: o.seconds,
    headers: { 'x-api-key': o.apiKey, accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(o.ids[next++ % o.ids.length] ?? '') }) }],
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export async function readsUnderSyncs(o: ReadsOptions): Promise<ReadsUnderSyncs> {
  // Tokens first, so the syncs start together; each widget has its own, as each page would.
  const tokens = await Promise.all(Array.from({ length: o.syncs }, () => o.client.connectToken()));
  const started = performance.now();
  const [items, accounts, settled] = await Promise.all([
    hammer(o, (id) => `/items/${id}`),
    hammer(o, (id) => `/accounts?itemId=${id}`),
    Promise.allSettled(tokens.map((token) => sync(o, token, started))),
  ]);
  const done = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const times = done.map((s) => s.ms);
  return {
    items,
    accounts,
    syncs: {
      final: done.filter((s) => isFinal(s)).length,
      of: o.syncs,
      failures: settled.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
      medianMs: percentile(times, 50),
      lastMs: times.length > 0 ? Math.max(...times) : Number.NaN,
    },
  };
}
