// The sandbox as a Hono app: middleware, every route module, and JSON answers for every failure.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authenticate } from './auth.js';
import type { CatalogueEntry } from './catalogue/catalogue.js';
import type { SandboxConfig } from './config.js';
import type { SandboxApp, SandboxDeps, SandboxEnv } from './context.js';
import { createEventLog } from './events.js';
import { Problem } from './problem.js';
import { createRateLimiter } from './rate-limit.js';
import { ROUTE_MODULES } from './routes/index.js';
import { createMemoryStore, type Store } from './store.js';
import { createTimers } from './timers.js';

export type Sandbox = { app: SandboxApp; deps: SandboxDeps };

function patternToRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function createSandbox(config: SandboxConfig, catalogue: CatalogueEntry[], store: Store = createMemoryStore()): Sandbox {
  const deps: SandboxDeps = {
    config,
    store,
    catalogue,
    events: createEventLog(store, config.now),
    timers: createTimers(),
    rateLimit: createRateLimiter(config.now),
  };
  const app: SandboxApp = new Hono<SandboxEnv>();

  // Known routes by path, so an unknown path is a 404 and a known path with the wrong method a
  // 405, both before any credential check.
  let known: { method: string; pattern: RegExp }[] | undefined;
  const routesFor = (path: string) => {
    known ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: patternToRegExp(r.path) }));
    return known.filter((r) => r.pattern.test(path));
  };

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['X-API-KEY', 'Content-Type'],
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
  app.use('*', async (c, next) => {
    const matches = routesFor(c.req.path);
    if (matches.length === 0) throw new Problem(404, `No route for ${c.req.method} ${c.req.path}`);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (!matches.some((r) => r.method === method)) {
      const allowed = [...new Set(matches.map((r) => r.method))].join(', ');
      throw new Problem(405, `Method ${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed}`, { headers: { Allow: allowed } });
    }
    await next();
  });

  for (const module of ROUTE_MODULES) module.public?.(app, deps);
  app.use('*', authenticate(deps));
  for (const module of ROUTE_MODULES) module.protected?.(app, deps);

  app.notFound((c) => c.json({ code: 404, message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof Problem) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
      return c.json(error.body(), error.status as ContentfulStatusCode);
    }
    // Never echo internals (they could hold request data); log the stack on the server only.
    console.error('[sandbox] unexpected error:', error);
    return c.json({ code: 500, message: 'Internal sandbox error' }, 500);
  });
  return { app, deps };
}
