// The typed HTTP client of the aggregator's interface: one method per endpoint the widget uses.
import { ApiError } from './errors.js';
import { parseResponse } from './parse-response.js';
import { buildPath } from './path.js';
import { buildQuery, type QueryValue } from './query.js';
import { errorFromResponse } from './response-error.js';
import { retryAfterMs } from './retry-after.js';
// Specific files, not the index: the index would pull every schema (payments, boletos...) into
// the widget's first screen.
import { ListedAccount } from './schemas/account.js';
import { Connector } from './schemas/connector.js';
import { Item } from './schemas/item.js';
import { pageOf } from './schemas/page.js';
import type { Account, CreateItemRequest, Page, UpdateItemRequest } from './schemas/index.js';
import { sleep as defaultSleep } from './sleep.js';
import type { z } from './z.js';

export type ApiClientOptions = {
  baseUrl: string;
  /** An API key or connect token; a function is called on every request, so a refreshed token is used. */
  token: string | (() => string);
  fetch?: typeof fetch;
  /** Per attempt, from sending to the end of the body. */
  timeoutMs?: number;
  /** The longest 429 wait the client sits through before its one retry. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export type RequestOptions = { signal?: AbortSignal };

/**
 * One key per user action (a submission), the same for every send of it: a creation whose answer
 * was lost is then sent again, and the server answers the item it made instead of making another.
 */
export type CreateOptions = RequestOptions & { idempotencyKey?: string };

/** The header the sandbox reads, the standard one (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sends of a keyed request after the first whose answer was lost (NETWORK, TIMEOUT). */
const LOST_ANSWER_RETRIES = 2;
const LOST_ANSWER_WAIT_MS = 1000;

export type ConnectorQuery = {
  name?: string;
  countries?: readonly string[];
  types?: readonly string[];
  ids?: readonly number[];
  sandbox?: boolean;
  isOpenFinance?: boolean;
  supportsPaymentInitiation?: boolean;
  products?: readonly string[];
  page?: number;
  pageSize?: number;
};

export type ApiClient = {
  listConnectors(query?: ConnectorQuery, options?: RequestOptions): Promise<Page<Connector>>;
  getConnector(id: number, query?: { healthDetails?: boolean }, options?: RequestOptions): Promise<Connector>;
  /** With `idempotencyKey`, a send whose answer is lost is sent again (twice at most) with that key. */
  createItem(body: CreateItemRequest, options?: CreateOptions): Promise<Item>;
  getItem(id: string, options?: RequestOptions): Promise<Item>;
  updateItem(id: string, body: UpdateItemRequest, options?: RequestOptions): Promise<Item>;
  sendMfa(id: string, answer: Record<string, string>, options?: RequestOptions): Promise<Item>;
  /**
   * `type` is BANK or CREDIT; a connect token reaches only its own item's accounts. Each account
   * holds only what the widget lists of it (id, type, subtype, number, names).
   */
  listAccounts(itemId: string, type?: string, options?: RequestOptions): Promise<Page<Account>>;
};

type Method = 'GET' | 'POST' | 'PATCH';

/** What a call is about beside its method and path template: the path's `{id}`, the query, the body. */
type Target = {
  id?: string | number;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

const ConnectorPage = pageOf(Connector);
const AccountPage = pageOf(ListedAccount);

/** Every string in a request body: none may surface in an error message. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text === '' ? undefined : text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { timeoutMs = 30_000, maxRetryAfterMs = 60_000, sleep: wait = defaultSleep } = options;
  // Resolved per call, never stored unbound: a detached window.fetch throws "Illegal invocation".
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const tokenNow = () => (typeof options.token === 'function' ? options.token() : options.token);

  /** Sends the call, with one retry after a 429, and answers the 2xx body's text. */
  async function exchange(method: Method, template: string, target: Target, { signal, idempotencyKey }: CreateOptions = {}): Promise<string> {
    const endpoint = `${method} ${template}`;
    const url = baseUrl + buildPath(template, target.id) + buildQuery(target.query);
    const body = target.body === undefined ? undefined : JSON.stringify(target.body);
    const aborted = (cause?: unknown) => new ApiError('ABORTED', `${endpoint} was aborted`, { cause });
    const pause = async (ms: number): Promise<void> => {
      try {
        await wait(ms, signal);
      } catch (cause) {
        throw signal?.aborted ? aborted(cause) : cause;
      }
    };

    for (let rateLimited = false, lost = 0; ; ) {
      const token = tokenNow();
      const headers: Record<string, string> = { Accept: 'application/json', 'X-API-KEY': token };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
      if (signal?.aborted) throw aborted();
      // One attempt: the timeout and the caller's signal both abort it, and are told apart after.
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, timeoutMs);
      signal?.addEventListener('abort', abort, { once: true });
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, { method, headers, body, signal: controller.signal });
        text = await response.text();
      } catch (cause) {
        if (signal?.aborted) throw aborted(cause);
        // Sent, perhaps done, answer lost: only a key makes sending it again safe.
        if (idempotencyKey === undefined || lost >= LOST_ANSWER_RETRIES) {
          // Not the caller's signal: only the timeout aborts the attempt then.
          throw controller.signal.aborted
            ? new ApiError('TIMEOUT', `${endpoint} got no answer within ${timeoutMs} ms`, { cause })
            : new ApiError('NETWORK', `${endpoint} could not reach the server`, { cause });
        }
        await pause(LOST_ANSWER_WAIT_MS * ++lost);
        continue;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
      const { status } = response;
      if (status >= 200 && status <= 299) return text;

      const waitMs = status === 429 ? retryAfterMs(response.headers, Date.now()) : undefined;
      if (!rateLimited && waitMs !== undefined && waitMs <= maxRetryAfterMs) {
        rateLimited = true;
        await pause(waitMs);
        continue;
      }
      const failed = { status, statusText: response.statusText, body: bodyOf(text) };
      throw errorFromResponse(endpoint, failed, [token, ...stringsOf(target.body)], waitMs);
    }
  }

  const request = async <S extends z.ZodMiniType>(
    schema: S,
    method: Method,
    template: string,
    target: Target,
    options?: CreateOptions,
  ): Promise<z.infer<S>> => parseResponse(schema, await exchange(method, template, target, options), `${method} ${template}`);

  return {
    listConnectors: (query, options) => request(ConnectorPage, 'GET', '/connectors', { query }, options),
    getConnector: (id, query, options) => request(Connector, 'GET', '/connectors/{id}', { id, query }, options),
    createItem: (body, options) => request(Item, 'POST', '/items', { body }, options),
    getItem: (id, options) => request(Item, 'GET', '/items/{id}', { id }, options),
    updateItem: (id, body, options) => request(Item, 'PATCH', '/items/{id}', { id, body }, options),
    sendMfa: (id, answer, options) => request(Item, 'POST', '/items/{id}/mfa', { id, body: answer }, options),
    // The answer's body, if any, is not needed: success is the status.
    listAccounts: (itemId, type, options) => request(AccountPage, 'GET', '/accounts', { query: { itemId, type } }, options),
  };
}
