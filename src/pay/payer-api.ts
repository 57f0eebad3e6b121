// The payer API client: one payment request's summary, its intents created and read, answers parsed (this
// module brings zod, so the page loads it beside its first screen: see lazy-payer-api.ts).
import { Intent, PayerErrorBody, PayRequest } from './payer-schemas.js';
import type { z } from '../api/z.js';
import { PayerApiError } from './payer-errors.js';
import type { PayerApi } from './payer-types.js';
import { isUuid, READ, requestUrl } from './request-id.js';

/** A Retry-After given in seconds (the payer API's form); a date or nonsense counts as none. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** The answer `sent` brings, parsed with `schema`; its failure as a PayerApiError (the server's code, or the page's own). */
export async function readAnswer<T>(schema: z.ZodMiniType<T>, sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    throw new PayerApiError('NETWORK', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PayerApiError(response.ok ? 'UNREADABLE' : 'AGGREGATOR_UNAVAILABLE', response.status);
  }
  if (!response.ok) {
    const error = PayerErrorBody.safeParse(body);
    throw error.success
      ? new PayerApiError(error.data.code, response.status, error.data.field, retryAfterOf(response))
      : new PayerApiError(response.status >= 500 ? 'AGGREGATOR_UNAVAILABLE' : 'UNREADABLE', response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PayerApiError('UNREADABLE', response.status);
  return parsed.data;
}

/**
 * `base` is the API's folder beside the page (`/pay/api/`); `fetchFn` the browser's fetch. `first`:
 * the request's first read, sent by the page before this module arrived, taken by the first `request()`.
 */
export function createPayerApi(requestId: string, base: string, fetchFn: typeof fetch, first?: Promise<Response>): PayerApi {
  const root = requestUrl(base, requestId);
  let early = first;

  async function call<T>(schema: z.ZodMiniType<T>, path: string, init?: RequestInit): Promise<T> {
    // An id that is not one never leaves the page: the server would answer 404 as well.
    if (!isUuid(requestId)) throw new PayerApiError('PAYMENT_REQUEST_NOT_FOUND', 404);
    const sent = path === '' && !init ? early : undefined;
    early = undefined;
    return readAnswer(schema, sent ?? fetchFn(`${root}${path}`, { ...init, ...READ, headers: { ...READ.headers, ...init?.headers } }));
  }

  return {
    request: () => call(PayRequest, ''),
    createIntent: (body) => call(Intent, '/intents', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    intent: (id) => call(Intent, `/intents/${encodeURIComponent(id)}`),
  };
}
