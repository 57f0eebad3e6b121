// POST /auth (client id and secret for an API Key) and POST /connect_token (API Key for a Connect Token).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { AuthRequest, ConnectTokenRequest } from '../../../../src/api/schemas/index.js';
import { readJson } from '../../core/body.js';
import { assertClientUrl } from '../../core/client-url.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound, Problem } from '../../core/problem.js';
import { itemsOf } from '../items/stored-item.js';
import { assertNotifiedUrl } from '../webhooks/url-check.js';
import { principalOf } from './credentials.js';
import { signToken, type TokenPayload } from './tokens.js';

function timingSafeEqualText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

async function mint(deps: SandboxDeps, fields: Omit<TokenPayload, 'iat' | 'exp' | 'jti'>, ttlMs: number): Promise<string> {
  const now = deps.clock.now();
  return signToken({ ...fields, jti: randomUUID(), iat: Math.floor(now / 1000), exp: Math.floor((now + ttlMs) / 1000) }, deps.config.signingSecret);
}

export function authRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/auth', deps.rateLimit('auth'), async (c) => {
    const body = await readJson(c, AuthRequest);
    const ok = timingSafeEqualText(body.clientId, deps.config.clientId) && timingSafeEqualText(body.clientSecret, deps.config.clientSecret);
    if (!ok) throw new Problem(401, 'Invalid client id or client secret');
    const apiKey = await mint(deps, { typ: 'api_key', sub: body.clientId }, deps.config.apiKeyTtlMs);
    return c.json({ apiKey });
  });

  routes.post('/connect_token', async (c) => {
    const body = await readJson(c, ConnectTokenRequest, { allowEmpty: true });
    // Checked here, since these options win over what the browser sends with each item; a webhookUrl
    // by the webhooks' own rules, as an item's is.
    await assertNotifiedUrl(deps, 'options.webhookUrl', body.options?.webhookUrl);
    assertClientUrl('options.oauthRedirectUri', body.options?.oauthRedirectUri);
    const principal = principalOf(c);
    if (body.itemId !== undefined) {
      const item = itemsOf(deps.store).get(body.itemId);
      if (!item || item.clientId !== principal.clientId) throw notFound(`Item ${body.itemId}`);
    }
    const accessToken = await mint(
      deps,
      { typ: 'connect_token', sub: principal.clientId, itemId: body.itemId, options: body.options },
      deps.config.connectTokenTtlMs,
    );
    return c.json({ accessToken });
  });

  return routes;
}
