// The first page of connectors, requested as soon as the widget's options are known (in the hosted
// frame: at init, while the widget's code is still loading), and handed to the widget's first
// identical request instead of a second round trip.
import { buildQuery } from '../api/query.js';
import { type ConnectorFilters, connectorQueryOf } from '../flow/connector-query.js';

type Loose = Readonly<Record<string, unknown>>;

/** The list when every item passes `is`, undefined when absent, null for anything else. */
const listOf =
  <T>(is: (item: unknown) => item is T) =>
  (value: unknown): T[] | undefined | null =>
    value === undefined || (Array.isArray(value) && value.every(is)) ? value : null;
const strings = listOf((item): item is string => typeof item === 'string');

/** Loose filters hold no null: every value was of the expected shape or absent. */
const wellShaped = (filters: { [K in keyof ConnectorFilters]?: unknown }): filters is ConnectorFilters => !Object.values(filters).includes(null);

/**
 * The exact URL the flow's first connectors request will have, or null where the flow starts
 * elsewhere (update mode, a preselected connector) and may never ask for the list first.
 * Options may not be checked yet (the check arrives with the engine): a value of the wrong shape
 * means no prefetch, never a different request, so a bad option costs nothing but the head start.
 */
export function firstConnectorsUrl(options: Loose): string | null {
  const { apiUrl, includeSandbox } = options;
  if (options.updateItem !== undefined || options.selectedConnectorId !== undefined) return null;
  if (typeof apiUrl !== 'string' || !/^https?:\/\//.test(apiUrl)) return null;
  const filters = {
    countries: strings(options.countries),
    connectorTypes: strings(options.connectorTypes),
    products: strings(options.products),
    connectorIds: listOf((item): item is number => Number.isInteger(item))(options.connectorIds),
    includeSandbox: includeSandbox === undefined || typeof includeSandbox === 'boolean' ? includeSandbox : null,
  };
  // The same query, keys in the same order, as the flow's first page (see loadConnectors).
  return wellShaped(filters) ? `${apiUrl.replace(/\/+$/, '')}/connectors${buildQuery({ ...connectorQueryOf(filters), page: 1 })}` : null;
}

type Pending = { url: string; token: string; response: Promise<Response> };

export type Prefetch = {
  /** Starts the request now; a later start replaces an earlier one not taken yet. */
  start(url: string, token: string): void;
  /** Starts the first connectors request of these options, checked or not, when they have one. */
  startFirst(options: Loose): void;
  /** A fetch that answers the prefetched request once, from the prefetch; anything else goes out. */
  fetch: typeof fetch;
};

const headerOf = (init: RequestInit | undefined, name: string): string | null => new Headers(init?.headers).get(name);

export function createPrefetch(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Prefetch {
  let pending: Pending | null = null;
  const prefetch: Prefetch = {
    startFirst(options) {
      const url = firstConnectorsUrl(options);
      if (url !== null && typeof options.connectToken === 'string') prefetch.start(url, options.connectToken);
    },
    start(url, token) {
      const response = fetchImpl(url, { method: 'GET', headers: { Accept: 'application/json', 'X-API-KEY': token } });
      // Unhandled until taken; a failure then falls back to a request of the caller's own.
      response.catch(() => undefined);
      pending = { url, token, response };
    },
    fetch(input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const taken = pending;
      // Same address, same token (a refreshed token means a fresh request), and only once.
      if (!taken || method !== 'GET' || url !== taken.url || headerOf(init, 'X-API-KEY') !== taken.token) return fetchImpl(input, init);
      pending = null;
      const signal = init?.signal;
      return new Promise<Response>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        taken.response.then(resolve, () => fetchImpl(input, init).then(resolve, reject));
      });
    },
  };
  return prefetch;
}
