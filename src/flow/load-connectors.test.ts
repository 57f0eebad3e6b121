// Loading connectors over HTTP from the sandbox: every page once, the rest a few at a time, filters sent, within a page cap and a time budget; a rate-limited first page waited out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { createApiClient } from '../api/client.js';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { connectorQueryOf } from './connector-query.js';
import { FIRST_PAGE_RATE_LIMITS, MAX_CONNECTOR_PAGES, loadConnectors } from './load-connectors.js';

let s: StartedSandbox;
let api: ApiClient;
beforeAll(async () => {
  s = await startSandbox({ stepMs: 5, generateConnectors: 3000 });
  api = createApiClient({ baseUrl: s.url, token: await s.connectToken() });
});
afterAll(() => s.close());

/** The client, counting GET /connectors calls and how many ran at once. */
function counting(inner: ApiClient) {
  const stats = { calls: 0, inFlight: 0, maxInFlight: 0 };
  const api: ApiClient = {
    ...inner,
    listConnectors: async (query, options) => {
      stats.calls++;
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        return await inner.listConnectors(query, options);
      } finally {
        stats.inFlight--;
      }
    },
  };
  return { api, stats };
}

describe('loadConnectors', () => {
  it('fetches the first page, then the others four at a time, and publishes as pages arrive', async () => {
    const { api: counted, stats } = counting(api);
    const updates: [number, boolean][] = [];
    const all = await loadConnectors(counted, connectorQueryOf({ includeSandbox: true }), {
      onUpdate: (list, complete) => updates.push([list.length, complete]),
    });
    const first = await api.listConnectors({ sandbox: true, pageSize: 500, page: 1 });
    expect(all).toHaveLength(first.total);
    expect(first.totalPages).toBeGreaterThan(3);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(stats.calls).toBe(first.totalPages);
    expect(stats.maxInFlight).toBe(4);
    // Usable after the first page: the first update is that page alone, the second everything.
    expect(updates).toEqual([
      [500, false],
      [first.total, true],
    ]);
  });

  it('sends the host filters: types, ids, countries, products, sandbox', async () => {
    const ids = await loadConnectors(api, connectorQueryOf({ includeSandbox: true, connectorIds: [0, 1, 600] }));
    expect(ids.map((c) => c.id).sort((a, b) => a - b)).toEqual([0, 1, 600]);
    const noSandbox = await loadConnectors(api, connectorQueryOf({ connectorIds: [0, 1, 600] }));
    expect(noSandbox).toEqual([]);
    const business = await loadConnectors(api, connectorQueryOf({ connectorTypes: ['BUSINESS_BANK'], countries: ['BR'], products: ['LOANS'] }));
    expect(business.length).toBeGreaterThan(0);
    expect(business.every((c) => c.type === 'BUSINESS_BANK' && c.country === 'BR' && c.products?.includes('LOANS'))).toBe(true);
  });

  it('a list claiming 20,000 pages is read up to the cap, and said to be incomplete', async () => {
    const requested: string[] = [];
    const lying = createApiClient({
      baseUrl: s.url,
      token: await s.connectToken(),
      fetch: async (input, init) => {
        requested.push(String(input));
        const answer = await (await fetch(input, init)).json();
        return Response.json({ ...answer, totalPages: 20_000 });
      },
    });
    const updates: [number, boolean][] = [];
    const started = Date.now();
    await loadConnectors(lying, connectorQueryOf({ includeSandbox: true }), { onUpdate: (list, complete) => updates.push([list.length, complete]) });
    expect(requested).toHaveLength(MAX_CONNECTOR_PAGES);
    expect(updates.map(([, complete]) => complete)).toEqual([false, false]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('pages not in within the time budget are dropped, their requests aborted', async () => {
    let aborted = 0;
    const stalling = createApiClient({
      baseUrl: s.url,
      token: await s.connectToken(),
      fetch: (input, init) =>
        new URL(String(input)).searchParams.get('page') === '1'
          ? fetch(input, init)
          : new Promise((_, reject) =>
              init?.signal?.addEventListener('abort', () => {
                aborted++;
                reject(init.signal?.reason);
              }),
            ),
    });
    const updates: [number, boolean][] = [];
    const all = await loadConnectors(stalling, connectorQueryOf({ includeSandbox: true }), {
      onUpdate: (list, complete) => updates.push([list.length, complete]),
      // The budget runs out as soon as it starts.
      sleep: async () => undefined,
    });
    expect(all).toHaveLength(500);
    expect(updates).toEqual([
      [500, false],
      [500, false],
    ]);
    expect(aborted).toBe(4);
  });

  it('fails when the first page does', async () => {
    const broken = createApiClient({ baseUrl: s.url, token: 'not-a-token' });
    await expect(loadConnectors(broken, connectorQueryOf({}))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('loadConnectors, the first page rate limited', () => {
  /** The client, answering the first page 429 (after its own retry) `times` times, then the sandbox's answer. */
  function limited(times: number, retryAfterMs: number | null = 1500) {
    const stats = { calls: 0, waits: [] as number[] };
    const limitedApi: ApiClient = {
      ...api,
      listConnectors: async (query, options) => {
        if (stats.calls++ < times)
          throw new ApiError('RATE_LIMITED', 'GET /connectors is rate limited', { status: 429, retryAfterMs: retryAfterMs ?? undefined });
        return api.listConnectors(query, options);
      },
    };
    const sleep = async (ms: number) => {
      stats.waits.push(ms);
    };
    return { limitedApi, stats, sleep };
  }
  const query = connectorQueryOf({ includeSandbox: true, connectorIds: [0] });

  it('waits as each answer says, then lists the connectors', async () => {
    const { limitedApi, stats, sleep } = limited(3);
    const all = await loadConnectors(limitedApi, query, { sleep });
    expect(all.map((c) => c.id)).toEqual([0]);
    expect(stats.waits).toEqual([1500, 1500, 1500]);
    expect(stats.calls).toBe(4);
  });

  it(`gives up after ${FIRST_PAGE_RATE_LIMITS} waits, never asking again sooner than told`, async () => {
    const { limitedApi, stats, sleep } = limited(100);
    await expect(loadConnectors(limitedApi, query, { sleep })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(stats.waits).toEqual(Array(FIRST_PAGE_RATE_LIMITS).fill(1500));
    expect(stats.calls).toBe(FIRST_PAGE_RATE_LIMITS + 1);
  });

  it('a 429 that says no wait is not retried', async () => {
    const { limitedApi, stats, sleep } = limited(1, null);
    await expect(loadConnectors(limitedApi, query, { sleep })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(stats.calls).toBe(1);
  });
});
