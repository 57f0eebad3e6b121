// The sandbox as a Hono app: middleware, one sub-app per resource, and JSON answers for every failure.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SandboxConfig } from './config.js';
import type { Clock } from './core/clock.js';
import { compression } from './core/compression.js';
import type { SandboxDeps, SandboxEnv } from './core/context.js';
import { createEventLog } from './core/events.js';
import { IDEMPOTENCY_HEADER } from './core/idempotency.js';
import { knownRoutesOnly } from './core/known-routes.js';
import { keptClock } from './core/kept-clock.js';
import { openStore } from './core/open-store.js';
import { Problem } from './core/problem.js';
import { createRateLimiter } from './core/rate-limit.js';
import type { Store } from './core/store.js';
import { checkCredentials } from './resources/auth/credentials.js';
import { authRoutes } from './resources/auth/routes.js';
import { resumeBoletos } from './resources/boletos/resume-boletos.js';
import { boletoRoutes } from './resources/boletos/routes.js';
import type { CatalogueEntry } from './resources/connectors/catalogue.js';
import { connectorRoutes } from './resources/connectors/routes.js';
import { dataRoutes } from './resources/data/routes.js';
import { forgetItem } from './resources/items/forget-item.js';
import { resumeItems } from './resources/items/resume-items.js';
import { itemRoutes } from './resources/items/routes.js';
import { itemsOf } from './resources/items/stored-item.js';
import { resumePayments } from './resources/payments/resume-payments.js';
import { paymentRoutes } from './resources/payments/routes.js';
import { connectorStatusRoutes } from './resources/sandbox/connector-status-routes.js';
import { sandboxRoutes } from './resources/sandbox/routes.js';
import { smartTransferRoutes } from './resources/smart-transfers/routes.js';
import { webhookRoutes } from './resources/webhooks/routes.js';

export type SandboxApp = Hono<SandboxEnv>;
export type Sandbox = { app: SandboxApp; deps: SandboxDeps };

/** Every resource of the sandbox, each a sub-app in resources/<resource>/routes.ts. */
const RESOURCES = [
  authRoutes,
  connectorRoutes,
  itemRoutes,
  dataRoutes,
  webhookRoutes,
  paymentRoutes,
  smartTransferRoutes,
  boletoRoutes,
  sandboxRoutes,
  connectorStatusRoutes,
] as const;

export function createSandbox(
  config: SandboxConfig,
  catalogue: CatalogueEntry[],
  {
    realTime = Date.now,
    store = openStore(config, realTime),
    // As far ahead as it was moved before a restart, when the store kept that.
    clock = keptClock(store),
  }: { store?: Store; clock?: Clock; realTime?: () => number } = {},
): Sandbox {
  const deps: SandboxDeps = {
    config,
    store,
    catalogue,
    events: createEventLog(store, clock),
    clock,
    rateLimit: createRateLimiter(clock),
  };
  itemsOf(store).onEvict((stored) => forgetItem(deps, stored));
  const app: SandboxApp = new Hono<SandboxEnv>();

  // Outermost, so it sees every answer as sent, errors and CORS headers included.
  app.use('*', compression());
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['X-API-KEY', 'Content-Type', IDEMPOTENCY_HEADER],
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['RateLimit-Limit', 'RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: () => {
        throw new Problem(413, `Request body too large: the limit is ${config.maxBodyBytes} bytes`);
      },
    }),
  );
  app.use('*', knownRoutesOnly(app));
  // Before every route: what is not public needs a credential, and a Connect Token only its scope.
  app.use('*', checkCredentials(deps));
  for (const routes of RESOURCES) app.route('/', routes(deps));

  app.notFound((c) => c.json({ code: 404, message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof Problem) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
      return c.json(error.body(), error.status);
    }
    // Never echo internals (they could hold request data); log the stack on the server only.
    console.error('[sandbox] unexpected error:', error);
    return c.json({ code: 500, message: 'Internal sandbox error' }, 500);
  });
  // Nothing to resume in a new store; a kept one comes back with work its clock had scheduled.
  resumeItems(deps);
  resumePayments(deps);
  resumeBoletos(deps);
  return { app, deps };
}
