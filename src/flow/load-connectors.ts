// Fetches the pages of GET /connectors with the host's filters: the first, then the rest a few at a
// time, within a page cap and a time budget; what they leave out is searched by name on the server.
import type { ApiClient, ConnectorQuery } from '../api/client.js';
import { isApiError } from '../api/errors.js';
import type { Connector } from '../api/schemas/index.js';
import { sleep as realSleep } from '../api/sleep.js';
import { childController } from './abort.js';

/** 20,000 institutions at 500 a page: a list claiming more pages is not walked to its end. */
export const MAX_CONNECTOR_PAGES = 40;
/** How long the pages after the first may take; those not in by then are left out. */
export const CONNECTOR_PAGES_BUDGET_MS = 15_000;
/** Pages in flight at once: a browser opens 6 connections per origin, and search needs one. */
const PAGES_IN_FLIGHT = 4;
/**
 * 429s the first page waits out (each as its Retry-After says) beyond the client's own one retry,
 * before the list is reported unavailable: search cannot start without it.
 */
export const FIRST_PAGE_RATE_LIMITS = 4;

export type LoadConnectorsOptions = {
  /** Runs each request (the flow wraps it to refresh an expired token). */
  run?: <T>(request: () => Promise<T>) => Promise<T>;
  signal?: AbortSignal;
  /**
   * Called with the first page as soon as it is in, then once with every connector loaded (in the
   * API's order) when the other pages are: each call rebuilds the search index, so not once per
   * page. `complete` tells whether that is every connector the API has for the query.
   */
  onUpdate?: (connectors: readonly Connector[], complete: boolean) => void;
  /** The budget's clock (tests hurry it). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/**
 * Resolves with the connectors loaded. Only the first page's failure rejects: a later page that
 * fails twice, or is not in within the budget, is left out, so a flaky network shrinks the list
 * rather than taking search away.
 */
export async function loadConnectors(
  api: ApiClient,
  query: ConnectorQuery,
  { run = (request) => request(), signal, onUpdate, sleep = realSleep }: LoadConnectorsOptions = {},
): Promise<Connector[]> {
  const first = await firstPage(() => run(() => api.listConnectors({ ...query, page: 1 }, { signal })), sleep, signal);
  const last = Math.min(first.totalPages, MAX_CONNECTOR_PAGES);
  onUpdate?.(first.results, first.totalPages <= 1);
  if (last < 2) return first.results;

  // Aborted when the budget runs out: the pages still coming are dropped.
  const rest = signal ? childController(signal) : new AbortController();
  const pages: (Connector[] | undefined)[] = [first.results];
  /** A page failed twice, or was cut short: the list lacks it. */
  let missed = false;
  const fetchPage = async (page: number): Promise<void> => {
    for (let attempt = 1; attempt <= 2 && !rest.signal.aborted; attempt++) {
      try {
        pages[page - 1] = (await run(() => api.listConnectors({ ...query, page }, { signal: rest.signal }))).results;
        return;
      } catch {
        // tried again once
      }
    }
    missed = true;
  };
  let next = 2;
  const worker = async (): Promise<void> => {
    while (next <= last && !rest.signal.aborted) await fetchPage(next++);
  };
  const workers = Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, last - 1) }, worker));
  const inTime = await Promise.race([
    workers.then(() => true),
    sleep(CONNECTOR_PAGES_BUDGET_MS, rest.signal).then(
      () => false,
      () => false,
    ),
  ]);
  rest.abort();
  if (signal?.aborted) throw signal.reason;
  const all = pages.flatMap((page) => page ?? []);
  // In time, every page up to the cap was asked for.
  const complete = inTime && !missed && last === first.totalPages;
  onUpdate?.(all, complete);
  return all;
}

/** The first page, waiting out a rate limit as long as the server says, a few times over. */
async function firstPage<T>(request: () => Promise<T>, sleep: (ms: number, signal?: AbortSignal) => Promise<void>, signal?: AbortSignal): Promise<T> {
  for (let limited = 0; ; limited++) {
    try {
      return await request();
    } catch (error) {
      const wait = isApiError(error) && error.code === 'RATE_LIMITED' ? error.retryAfterMs : undefined;
      if (wait === undefined || limited >= FIRST_PAGE_RATE_LIMITS || signal?.aborted) throw error;
      await sleep(wait, signal);
    }
  }
}
