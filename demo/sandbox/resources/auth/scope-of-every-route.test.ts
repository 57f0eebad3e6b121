// Every route of app.routes against the interface's scope rules: the Connect Token allowlist and the public list.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../../src/api/z.js';
import { createSandbox } from '../../app.js';
import { defaultConfig } from '../../config.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { loadCatalogue } from '../connectors/catalogue.js';
import { CONNECT_TOKEN_SCOPE } from './connect-token-scope.js';
import { PUBLIC_ROUTES } from './public-routes.js';
import { routeKey } from './route-rule.js';

/** The body of a missing credential's 401. */
const Missing = z.object({ code: z.literal(401), message: z.string().check(z.regex(/^Missing credential/)) });

const FORBIDDEN = { code: 403, message: 'Forbidden: a Connect Token cannot access this resource; use an API Key from your server' };

/**
 * What the interface lets a Connect Token reach (Authentication 3 and 4: the item it creates or
 * updates, GET /items/{id}, GET /accounts with its itemId) and what README "Credentials and scope"
 * adds for the widget: reading connectors and answering its item's MFA.
 */
const INTERFACE_SCOPE = [
  'GET /connectors',
  'GET /connectors/:id',
  'POST /connectors/:id/validate',
  'POST /items',
  'GET /items/:id',
  'PATCH /items/:id',
  'POST /items/:id/mfa',
  'GET /accounts',
];

/** POST /auth, which makes the credential, and what a browser loads with no header: logos, the consent pages and the payer page. */
const NO_CREDENTIAL = [
  'POST /auth',
  'GET /images/connectors/:file',
  'GET /oauth/style.css',
  'GET /oauth/authorize',
  'POST /oauth/authorize',
  'GET /oauth/callback',
  'GET /payments/pay',
  'GET /payments/consent/:id',
  'POST /payments/consent/:id',
  'GET /smart-transfers/consent/:id',
  'POST /smart-transfers/consent/:id',
];

let s: SandboxKit;
let apiKey: string;
let connectToken: string;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  s = await sandboxClient();
  apiKey = await s.apiKey();
  connectToken = await s.connectToken();
  const seen = new Map(s.sandbox.app.routes.filter((r) => r.method !== 'ALL').map((r) => [routeKey(r), { method: r.method, path: r.path }]));
  routes = [...seen.values()];
});
afterAll(() => s.close());

/** A request to the route with every path parameter filled in, and an empty JSON body where one is sent. */
function callRoute(route: { method: string; path: string }, token: string | undefined) {
  const path = route.path.replace(/:[^/]+/g, () => randomUUID());
  return s.call(route.method, path, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
}

describe('the credential lists', () => {
  it('allow a Connect Token exactly what the interface and the README allow', () => {
    expect(CONNECT_TOKEN_SCOPE.map(routeKey)).toEqual(INTERFACE_SCOPE);
  });

  it('leave exactly the public routes without a credential', () => {
    expect(PUBLIC_ROUTES.map(routeKey)).toEqual(NO_CREDENTIAL);
  });

  it('name only routes that exist, each once, each with its reason', () => {
    const served = new Set(routes.map(routeKey));
    const listed = [...CONNECT_TOKEN_SCOPE, ...PUBLIC_ROUTES];
    expect(listed.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
    expect(new Set(listed.map(routeKey)).size).toBe(listed.length);
    for (const rule of listed) expect(rule.reason.length).toBeGreaterThan(10);
  });
});

describe('every route of app.routes', () => {
  it('holds the routes of every resource', () => {
    const resources = ['/auth', '/connectors', '/items', '/accounts', '/loans', '/webhooks', '/payments', '/smart-transfers', '/boletos', '/sandbox'];
    expect(resources.filter((prefix) => !routes.some((r) => r.path.startsWith(prefix)))).toEqual([]);
  });

  it('answers a Connect Token 403, with the same body each time, unless the allowlist or the public list has it', async () => {
    const reachable = new Set([...INTERFACE_SCOPE, ...NO_CREDENTIAL]);
    const wrong: string[] = [];
    for (const route of routes) {
      const r = await callRoute(route, connectToken);
      const refused = r.status === 403 && JSON.stringify(r.body) === JSON.stringify(FORBIDDEN);
      if (reachable.has(routeKey(route)) === refused || (!refused && r.status === 401)) wrong.push(`${routeKey(route)} answered ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a request without a credential 401 unless the public list has it', async () => {
    const open = new Set(NO_CREDENTIAL);
    const wrong: string[] = [];
    for (const route of routes) {
      const r = await callRoute(route, undefined);
      const refused = r.status === 401 && Missing.safeParse(r.body).success;
      if (open.has(routeKey(route)) === refused) wrong.push(`${routeKey(route)} answered ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets an API Key through everywhere', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const r = await callRoute(route, apiKey);
      if (r.status === 401 || r.status === 403) wrong.push(`${routeKey(route)} answered ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a route added without a thought for scope', () => {
  it('is closed: 401 without a credential, 403 to a Connect Token, open to an API Key', async () => {
    const { app, deps } = createSandbox(defaultConfig(), loadCatalogue());
    app.get('/added-later', (c) => c.json({ secret: true }));
    const call = (token?: string) => app.request('/added-later', { headers: token ? { 'X-API-KEY': token } : {} });
    const json = { 'Content-Type': 'application/json' };
    const auth = await app.request('/auth', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ clientId: deps.config.clientId, clientSecret: deps.config.clientSecret }),
    });
    const { apiKey: apiKeyThere } = z.object({ apiKey: z.string() }).parse(await auth.json());
    const minted = await app.request('/connect_token', { method: 'POST', headers: { ...json, 'X-API-KEY': apiKeyThere }, body: '{}' });
    const { accessToken: tokenThere } = z.object({ accessToken: z.string() }).parse(await minted.json());

    expect((await call()).status).toBe(401);
    const forbidden = await call(tokenThere);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual(FORBIDDEN);
    expect((await call(apiKeyThere)).status).toBe(200);
    deps.clock.cancelAll();
  });
});
