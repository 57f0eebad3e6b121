// Fills a sandbox with items: created through POST /items, synced to their end, then each read back once (the item, then its accounts).
import type { Item } from '../../../src/api/schemas/index.js';
import { isFinal, type LoadClient } from './client.js';
import { inPool } from './pool.js';

export const SANDBOX_BANK_CREDENTIALS = { user: 'user-ok', password: 'password-ok' };

export type Batch = { created: number; seconds: number; rssMiB: number };

export type Filled = {
  /** Every item created, oldest first. */
  ids: string[];
  /** Items created per second over the whole fill. */
  perSecond: number;
  batches: Batch[];
  /** Items answered after the fill, each UPDATED; the others were let go (404). */
  live: string[];
  gone: number;
  notUpdated: number;
};

export type FillOptions = {
  client: LoadClient;
  apiKey: string;
  connectorId: number;
  count: number;
  batchSize: number;
  inFlight: number;
  /** Resident memory of the sandbox now, read at the end of each batch. */
  rss: () => Promise<number>;
  log: (line: string) => void;
};

async function create(o: FillOptions): Promise<string> {
  const reply = await o.client.call<Item>('POST', '/items', {
    token: o.apiKey,
    body: { connectorId: o.connectorId, parameters: SANDBOX_BANK_CREDENTIALS },
  });
  if (reply.status !== 200) throw new Error(`POST /items answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

/** Syncs start in the order items were created and take the same steps, so the last one created ends last. */
async function untilFinal(o: FillOptions, id: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const reply = await o.client.call<Item>('GET', `/items/${id}`, { token: o.apiKey });
    if (reply.status === 200 && isFinal(reply.body)) return;
    if (Date.now() > deadline) throw new Error(`item ${id} was not final after 5 minutes (${reply.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function fill(o: FillOptions): Promise<Filled> {
  const ids: string[] = [];
  const batches: Batch[] = [];
  const started = performance.now();
  while (ids.length < o.count) {
    const size = Math.min(o.batchSize, o.count - ids.length);
    const batchStart = performance.now();
    ids.push(...(await inPool(Array.from({ length: size }), o.inFlight, () => create(o))));
    const batch = { created: ids.length, seconds: (performance.now() - batchStart) / 1000, rssMiB: await o.rss() };
    batches.push(batch);
    o.log(`  ${batch.created} items: this batch of ${size} in ${batch.seconds.toFixed(1)} s, RSS ${batch.rssMiB.toFixed(0)} MiB`);
  }
  const perSecond = o.count / ((performance.now() - started) / 1000);
  const last = ids[ids.length - 1];
  if (last !== undefined) await untilFinal(o, last);

  const states = await inPool(ids, o.inFlight, async (id) => {
    const reply = await o.client.call<Item>('GET', `/items/${id}`, { token: o.apiKey });
    return reply.status === 404 ? 'gone' : reply.status === 200 && reply.body.status === 'UPDATED' ? 'updated' : 'other';
  });
  const live = ids.filter((_, i) => states[i] === 'updated');
  await inPool(live, o.inFlight, async (id) => {
    const reply = await o.client.call('GET', `/accounts?itemId=${id}`, { token: o.apiKey });
    if (reply.status !== 200) throw new Error(`GET /accounts?itemId=${id} answered ${reply.status}`);
  });
  return {
    ids,
    perSecond,
    batches,
    live,
    gone: states.filter((s) => s === 'gone').length,
    notUpdated: states.filter((s) => s === 'other').length,
  };
}
