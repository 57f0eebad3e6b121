// What the hostile-request tests share: every route of the app, tokens signed at will, the answers they accept, and a look through the whole store.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SandboxDeps } from '../core/context.js';
import type { CollectionName } from '../core/store.js';
import { signToken, type TokenPayload } from '../resources/auth/tokens.js';
import type { Reply, SandboxKit } from './sandbox-kit.js';

export type Route = { method: string; path: string };
export const routeName = (route: Route) => `${route.method} ${route.path}`;

/** Every route of the app, once each, as the router holds them. */
export function everyRoute(s: SandboxKit): Route[] {
  const routes = s.sandbox.app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path }));
  return [...new Map(routes.map((r) => [routeName(r), r])).values()];
}

/** Routes a browser opens, which answer a page or a stylesheet rather than JSON, refusals included. */
export const PAGE_ROUTES = new Set([
  'GET /oauth/style.css',
  'GET /oauth/authorize',
  'POST /oauth/authorize',
  'GET /oauth/callback',
  'GET /payments/pay',
  'GET /payments/consent/:id',
  'POST /payments/consent/:id',
  'GET /smart-transfers/consent/:id',
  'POST /smart-transfers/consent/:id',
]);

/** Routes whose body is a map of the client's own keys (credentials, an MFA answer), which they answer back. */
export const MAP_BODY_ROUTES = new Set(['POST /connectors/:id/validate', 'POST /items/:id/mfa']);

export const takesBody = (route: Route) => route.method === 'POST' || route.method === 'PATCH';

/** A token signed with the sandbox's own secret, for forgeries a client could not sign. */
export async function signed(deps: SandboxDeps, fields: Partial<TokenPayload> = {}): Promise<string> {
  const now = Math.floor(deps.clock.now() / 1000);
  return signToken({ typ: 'api_key', sub: deps.config.clientId, jti: randomUUID(), iat: now, exp: now + 3600, ...fields }, deps.config.signingSecret);
}

/** A refusal as the interface's clients read it: a 4xx status and the JSON error body. */
export function expectJsonRefusal(reply: Reply, label: string): void {
  expect(reply.status, label).toBeGreaterThanOrEqual(400);
  expect(reply.status, label).toBeLessThan(500);
  expect(reply.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(reply.body, label).toMatchObject({ code: reply.status, message: expect.any(String) });
}

/** What every hostile request may get: a JSON refusal, a page's own answer, or a success; never a 5xx. */
export function expectHandled(route: Route, reply: Reply, label: string): void {
  expect(reply.status, label).toBeLessThan(500);
  if (reply.status >= 400 && !PAGE_ROUTES.has(routeName(route))) expectJsonRefusal(reply, label);
}

/** Every collection, so a test can look through all the sandbox keeps. */
const COLLECTIONS = {
  items: true,
  consents: true,
  userCategories: true,
  webhooks: true,
  events: true,
  paymentRequests: true,
  paymentIntents: true,
  paymentRecipients: true,
  paymentCustomers: true,
  automaticPixPayments: true,
  smartTransferPreauthorizations: true,
  smartTransferPayments: true,
  boletos: true,
  boletoConnections: true,
  idempotencyKeys: true,
  sandboxClock: true,
} satisfies Record<CollectionName, true>;

/** The names of the collections holding `marker` anywhere in a record, keys or values. */
export function collectionsHolding(deps: SandboxDeps, marker: string): string[] {
  return Object.keys(COLLECTIONS).filter((name) => JSON.stringify([...deps.store.collection(name as CollectionName).scan()]).includes(marker));
}
