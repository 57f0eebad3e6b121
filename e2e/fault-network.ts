// What the fault journeys count and inject: the widget's requests to the aggregator, as sent and as answered.
import type { Page, Request, Route } from '@playwright/test';

/** One request the page sent to the aggregator's interface. */
export type Sent = {
  method: string;
  path: string;
  /** Its query string, `?` included (empty when none). */
  query: string;
  /** When it was sent, by the test's clock. */
  at: number;
  idempotencyKey: string | undefined;
  /** Its answer's status; undefined while it is in flight, 0 when it failed without one. */
  status: number | undefined;
};

export type Traffic = {
  /** Every request to the aggregator so far, in the order sent (CORS preflights left out). */
  sent(): readonly Sent[];
  /** Those of this method whose path matches. */
  of(method: string, path: RegExp): readonly Sent[];
  /** Requests sent and not answered yet. */
  inFlight(method: string, path: RegExp): number;
  /** The most requests of this kind that were in flight at the same time. */
  mostInFlight(method: string, path: RegExp): number;
};

export const ITEMS = /^\/items$/;
export const ITEM = /^\/items\/[\w-]+$/;
export const CONNECTORS = /^\/connectors$/;

/** Follows every request from the page to `apiOrigin`, with its answer, or its failure. */
export function followTraffic(page: Page, apiOrigin: string): Traffic {
  const sent: Sent[] = [];
  const peaks = new Map<string, number>();
  const byRequest = new Map<Request, Sent>();
  const kindOf = (s: Sent) => `${s.method} ${s.path}`;
  const matching = (method: string, path: RegExp) => sent.filter((s) => s.method === method && path.test(s.path));

  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== apiOrigin || request.method() === 'OPTIONS') return;
    const entry: Sent = {
      method: request.method(),
      path: url.pathname,
      query: url.search,
      at: Date.now(),
      idempotencyKey: request.headers()['idempotency-key'],
      status: undefined,
    };
    sent.push(entry);
    byRequest.set(request, entry);
    const open = sent.filter((s) => s.status === undefined && kindOf(s) === kindOf(entry)).length;
    peaks.set(kindOf(entry), Math.max(peaks.get(kindOf(entry)) ?? 0, open));
  });
  const settle = (request: Request, status: number) => {
    const entry = byRequest.get(request);
    if (entry) entry.status = status;
  };
  page.on('response', (response) => settle(response.request(), response.status()));
  page.on('requestfailed', (request) => settle(request, 0));

  return {
    sent: () => sent,
    of: matching,
    inFlight: (method, path) => matching(method, path).filter((s) => s.status === undefined).length,
    mostInFlight: (method, path) =>
      Math.max(0, ...[...peaks].filter(([kind]) => kind.startsWith(`${method} `) && path.test(kind.slice(method.length + 1))).map(([, n]) => n)),
  };
}

/**
 * Routes the requests of this method whose path matches; each is handed to `handle` with its
 * number (0 for the first). Other requests go on untouched.
 */
export async function routeRequests(
  page: Page,
  apiOrigin: string,
  method: string,
  path: RegExp,
  handle: (route: Route, n: number) => Promise<void>,
): Promise<void> {
  let n = 0;
  await page.route(
    (url) => url.origin === apiOrigin && path.test(url.pathname),
    (route) => (route.request().method() === method ? handle(route, n++) : route.continue()),
  );
}

/** Holds a real request back for `ms`, then lets it go to the server (a slow network, not a faked answer). */
export const delayed = (route: Route, ms: number): Promise<void> =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => route.continue());
