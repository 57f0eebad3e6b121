// Fetches every page of GET /connectors with the host's filters: the first, then the rest in parallel.
import type { ApiClient, ConnectorQuery } from '../api/client.js';
import type { Connector } from '../api/schemas/index.js';

export type LoadConnectorsOptions = {
  /** Runs each request (the flow wraps it to refresh an expired token). */
  run?: <T>(request: () => Promise<T>) => Promise<T>;
  signal?: AbortSignal;
  /**
   * Called with the first page as soon as it is in, then once with every connector (in the API's
   * order) when the other pages are: each call rebuilds the search index, so not once per page.
   */
  onUpdate?: (connectors: readonly Connector[]) => void;
};

/**
 * Resolves with every connector. Only the first page's failure rejects: a later page that fails
 * twice is left out, so a flaky network shrinks the list rather than taking search away.
 */
export async function loadConnectors(
  api: ApiClient,
  query: ConnectorQuery,
  { run = (request) => request(), signal, onUpdate }: LoadConnectorsOptions = {},
): Promise<Connector[]> {
  const first = await run(() => api.listConnectors({ ...query, page: 1 }, { signal }));
  const pages: (Connector[] | undefined)[] = [first.results];
  onUpdate?.(first.results);

  const fetchPage = async (page: number): Promise<void> => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const answer = await run(() => api.listConnectors({ ...query, page }, { signal }));
        pages[page - 1] = answer.results;
        return;
      } catch {
        if (signal?.aborted || attempt === 2) return;
      }
    }
  };
  const rest: Promise<void>[] = [];
  for (let page = 2; page <= first.totalPages; page++) rest.push(fetchPage(page));
  await Promise.all(rest);
  if (signal?.aborted) throw signal.reason;
  const all = pages.flatMap((page) => page ?? []);
  if (rest.length > 0) onUpdate?.(all);
  return all;
}
