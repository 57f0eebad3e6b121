// Credential checks: who is calling (API Key or Connect Token) and what a Connect Token may reach.
import type { Context, MiddlewareHandler } from 'hono';
import type { Principal, SandboxDeps, SandboxEnv } from './context.js';
import { Problem } from './problem.js';
import { verifyToken } from './tokens.js';

const REASONS = {
  malformed: 'The credential in X-API-KEY is not a valid token',
  'bad-signature': 'The credential in X-API-KEY has an invalid signature',
  expired: 'The credential in X-API-KEY has expired: create a new one',
} as const;

/** Verifies X-API-KEY and sets `principal`; 401 with a clear body when missing or invalid. */
export function authenticate(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = c.req.header('X-API-KEY');
    if (!token) throw new Problem(401, 'Missing credential: send an API Key or Connect Token in the X-API-KEY header');
    const result = await verifyToken(token, deps.config.signingSecret, deps.config.now());
    if (!result.ok) throw new Problem(401, REASONS[result.reason]);
    const { payload } = result;
    const principal: Principal =
      payload.typ === 'api_key'
        ? { kind: 'api_key', clientId: payload.sub }
        : { kind: 'connect_token', clientId: payload.sub, jti: payload.jti, itemId: payload.itemId, options: payload.options ?? {} };
    c.set('principal', principal);
    await next();
  };
}

/** Everything outside a Connect Token's scope: 403, as the interface says. */
export const requireApiKey: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.get('principal').kind !== 'api_key') {
    throw new Problem(403, 'Forbidden: a Connect Token cannot access this resource; use an API Key from your server');
  }
  await next();
};

export const principalOf = (c: Context<SandboxEnv>): Principal => c.get('principal');

/** Whether a caller may reach an item: any item of its client with an API Key; with a Connect
 * Token only the items that token created or the one it was minted for. */
export function canReachItem(principal: Principal, item: { id: string; clientId: string; createdByToken?: string }): boolean {
  if (principal.clientId !== item.clientId) return false;
  if (principal.kind === 'api_key') return true;
  return item.createdByToken === principal.jti || principal.itemId === item.id;
}
