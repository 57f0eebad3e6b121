// The sandbox's one credential check: public routes pass, others need a credential, a Connect Token only its scope.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Principal, SandboxDeps, SandboxEnv } from '../../core/context.js';
import { Problem } from '../../core/problem.js';
import { CONNECT_TOKEN_SCOPE } from './connect-token-scope.js';
import { PUBLIC_ROUTES } from './public-routes.js';
import { routeKey } from './route-rule.js';
import { verifyToken } from './tokens.js';

const REASONS = {
  malformed: 'The credential in X-API-KEY is not a valid token',
  'bad-signature': 'The credential in X-API-KEY has an invalid signature',
  expired: 'The credential in X-API-KEY has expired: create a new one',
} as const;

/**
 * The route that will answer, as the router chose it: rules follow route patterns, not URLs, so
 * /payments/recipients/institutions never takes the rule of /payments/recipients/:id.
 */
function answeringRoute(c: Context): { method: string; path: string } | undefined {
  return matchedRoutes(c).find((route) => route.method !== 'ALL');
}

async function principalFrom(token: string | undefined, deps: SandboxDeps): Promise<Principal> {
  if (!token) throw new Problem(401, 'Missing credential: send an API Key or Connect Token in the X-API-KEY header');
  const result = await verifyToken(token, deps.config.signingSecret, deps.clock.now());
  if (!result.ok) throw new Problem(401, REASONS[result.reason]);
  const { payload } = result;
  return payload.typ === 'api_key'
    ? { kind: 'api_key', clientId: payload.sub }
    : { kind: 'connect_token', clientId: payload.sub, jti: payload.jti, itemId: payload.itemId, options: payload.options ?? {} };
}

/** Runs before every route. A route nobody listed is closed to Connect Tokens by default. */
export function checkCredentials(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  const publicRoutes = new Set(PUBLIC_ROUTES.map(routeKey));
  const tokenScope = new Set(CONNECT_TOKEN_SCOPE.map(routeKey));
  return async (c, next) => {
    const route = answeringRoute(c);
    const key = route ? routeKey(route) : undefined;
    if (key !== undefined && publicRoutes.has(key)) return next();
    const principal = await principalFrom(c.req.header('X-API-KEY'), deps);
    // With no route to answer (a trailing slash the router does not take), the request ends 404.
    if (principal.kind === 'connect_token' && key !== undefined && !tokenScope.has(key)) {
      throw new Problem(403, 'Forbidden: a Connect Token cannot access this resource; use an API Key from your server');
    }
    c.set('principal', principal);
    return next();
  };
}

/** Who is calling; set by checkCredentials on every route but the public ones. */
export const principalOf = (c: Context<SandboxEnv>): Principal => c.get('principal');
