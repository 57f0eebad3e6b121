// The hosted page's early connectors request: the very request the widget makes first, served once.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { connectorQueryOf } from '../flow/connector-query.js';
import { createPrefetch, firstConnectorsUrl } from './prefetch-connectors.js';
import { parseOptions } from './options.js';
import type { PonteOptions } from './options.js';

const options = (extra: Record<string, unknown> = {}): PonteOptions => {
  const parsed = parseOptions({ connectToken: 'token-1', apiUrl: 'https://api.example.com/', ...extra });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
};

const page = () =>
  new Response(JSON.stringify({ results: [], page: 1, total: 0, totalPages: 1 }), { headers: { 'Content-Type': 'application/json' } });

/** The URL the widget's own api client requests for its first page of connectors. */
async function widgetsFirstUrl(o: PonteOptions): Promise<string> {
  const seen: string[] = [];
  const api = createApiClient({
    baseUrl: o.apiUrl,
    token: o.connectToken,
    fetch: async (input) => {
      seen.push(String(input));
      return page();
    },
  });
  await api.listConnectors({ ...connectorQueryOf(o), page: 1 });
  const [first] = seen;
  if (first === undefined) throw new Error('the widget asked for nothing');
  return first;
}

describe('firstConnectorsUrl', () => {
  it.each([
    ['no filters', {}],
    ['sandbox connectors', { includeSandbox: true }],
    [
      'every filter',
      { includeSandbox: false, connectorTypes: ['PERSONAL_BANK', 'INVESTMENT'], connectorIds: [0, 600], countries: ['BR'], products: ['ACCOUNTS'] },
    ],
  ])('is exactly the widget’s first request with %s', async (_name, extra) => {
    const o = options(extra);
    expect(firstConnectorsUrl(o)).toBe(await widgetsFirstUrl(o));
  });

  it.each([
    ['update mode', { updateItem: 'item-1' }],
    ['a preselected connector', { selectedConnectorId: 0 }],
  ])('is nothing in %s, where the widget does not start on the list', (_name, extra) => {
    expect(firstConnectorsUrl(options(extra))).toBeNull();
  });

  // Before the engine is in, options are read unchecked: a wrong shape means no head start, never a stray request.
  it.each([
    ['an apiUrl that is not http(s)', { apiUrl: 'javascript:alert(1)' }],
    ['a list written as attribute text', { connectorTypes: 'PERSONAL_BANK,INVESTMENT' }],
    ['ids that are not integers', { connectorIds: ['0'] }],
    ['a sandbox flag that is not a boolean', { includeSandbox: 'true' }],
  ])('is nothing for unchecked options with %s', (_name, extra) => {
    expect(firstConnectorsUrl({ connectToken: 'token-1', apiUrl: 'https://api.example.com', ...extra })).toBeNull();
  });
});

describe('createPrefetch', () => {
  const URL_ = 'https://api.example.com/connectors?page=1';
  const get = (token: string, extra: RequestInit = {}) => ({ method: 'GET', headers: { 'X-API-KEY': token }, ...extra });

  it('answers the matching request from the prefetch, once; the next one goes out', async () => {
    const network = vi.fn(async () => page());
    const prefetch = createPrefetch(network);
    prefetch.start(URL_, 'token-1');
    expect(network).toHaveBeenCalledOnce();
    expect((await prefetch.fetch(URL_, get('token-1'))).status).toBe(200);
    expect(network).toHaveBeenCalledOnce();
    await prefetch.fetch(URL_, get('token-1'));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another address', 'https://api.example.com/connectors?page=2', get('token-1')],
    ['another token', URL_, get('token-2')],
    ['another method', URL_, get('token-1', { method: 'POST' })],
  ])('sends a request with %s to the network', async (_name, url, init) => {
    const network = vi.fn(async () => page());
    const prefetch = createPrefetch(network);
    prefetch.start(URL_, 'token-1');
    await prefetch.fetch(url, init);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('asks again when the prefetch failed', async () => {
    const network = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(page());
    const prefetch = createPrefetch(network);
    prefetch.start(URL_, 'token-1');
    expect((await prefetch.fetch(URL_, get('token-1'))).status).toBe(200);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting when the caller aborts (its timeout)', async () => {
    const prefetch = createPrefetch(() => new Promise<Response>(() => undefined));
    prefetch.start(URL_, 'token-1');
    const controller = new AbortController();
    const answer = prefetch.fetch(URL_, get('token-1', { signal: controller.signal }));
    controller.abort(new Error('timed out'));
    await expect(answer).rejects.toThrow('timed out');
  });
});

describe('startFirst', () => {
  it.each([
    ['options with a token', { connectToken: 'token-1', apiUrl: 'https://api.example.com' }, 1],
    ['options without a token', { apiUrl: 'https://api.example.com' }, 0],
    ['update mode', { connectToken: 'token-1', apiUrl: 'https://api.example.com', updateItem: 'item-1' }, 0],
  ])('with %s asks %i time(s), with the token as its key', (_name, given, requests) => {
    const fetchImpl = vi.fn(async () => page());
    createPrefetch(fetchImpl).startFirst(given);
    expect(fetchImpl).toHaveBeenCalledTimes(requests);
    if (requests > 0)
      expect(fetchImpl).toHaveBeenCalledWith(
        'https://api.example.com/connectors?pageSize=500&page=1',
        expect.objectContaining({ headers: expect.objectContaining({ 'X-API-KEY': 'token-1' }) }),
      );
  });
});
