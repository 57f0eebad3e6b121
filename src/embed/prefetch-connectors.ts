// The first page of connectors, requested as soon as the widget's options are known (in the hosted
// frame: at init, while the widget's code is still loading), and handed to the widget's first
// identical request instead of a second round trip.
import { buildQuery } from '../api/path.js';
import { connectorQueryOf } from '../flow/load-connectors.js';
import type { PonteOptions } from './options.js';

/**
 * The exact URL the flow's first connectors request will have, or null where the flow starts
 * elsewhere (update mode, a preselected connector) and may never ask for the list first.
 */
export function firstConnectorsUrl(options: PonteOptions): string | null {
  if (options.updateItem !== undefined || options.selectedConnectorId !== undefined) return null;
  // The same query, keys in the same order, as the flow's first page (see loadConnectors).
  const query = { ...connectorQueryOf(options), page: 1 };
  return `${options.apiUrl.replace(/\/+$/, '')}/connectors${buildQuery(query)}`;
}

type Pending = { url: string; token: string; response: Promise<Response> };

export type Prefetch = {
  /** Starts the request now; a later start replaces an earlier one not taken yet. */
  start(url: string, token: string): void;
  /** A fetch that answers the prefetched request once, from the prefetch; anything else goes out. */
  fetch: typeof fetch;
};

const headerOf = (init: RequestInit | undefined, name: string): string | null => new Headers(init?.headers).get(name);

export function createPrefetch(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Prefetch {
  let pending: Pending | null = null;
  return {
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
}
