// Unknown paths answer 404 and known paths with the wrong method 405, before any credential check.
import type { Hono, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.js';
import { Problem } from './problem.js';

function patternToRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Reads the app's routes at the first request, once every resource is mounted. */
export function knownRoutesOnly(app: Hono<SandboxEnv>): MiddlewareHandler<SandboxEnv> {
  let known: { method: string; pattern: RegExp }[] | undefined;
  const routesFor = (path: string) => {
    known ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: patternToRegExp(r.path) }));
    return known.filter((r) => r.pattern.test(path));
  };
  return async (c, next) => {
    const matches = routesFor(c.req.path);
    if (matches.length === 0) throw new Problem(404, `No route for ${c.req.method} ${c.req.path}`);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (!matches.some((r) => r.method === method)) {
      const allowed = [...new Set(matches.map((r) => r.method))].join(', ');
      throw new Problem(405, `Method ${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed}`, { headers: { Allow: allowed } });
    }
    await next();
  };
}
