// POST/GET/PATCH/DELETE /items and POST /items/{id}/mfa, each item reachable by its own callers only, and the consent pages.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { CreateItemRequest, type Item, MfaRequest, PRODUCTS, UPDATE_REJECTION_CODES, UpdateItemRequest } from '../../../../src/api/schemas/index.js';
import { readJson } from '../../core/body.js';
import { assertClientUrl } from '../../core/client-url.js';
import { idempotencyKeys, keyedRequest } from '../../core/idempotency.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound, Problem } from '../../core/problem.js';
import { principalOf } from '../auth/credentials.js';
import { canReachItem } from '../auth/item-reach.js';
import { publicConnector } from '../connectors/public-connector.js';
import { deleteItemData } from '../data/item-syncs.js';
import { assertNotifiedUrl } from '../webhooks/url-check.js';
import { consentPageRoutes } from './consent-pages.js';
import { engineOf } from './engine.js';
import { connectionKey } from './item-indexes.js';
import { itemsOf, type StoredItem } from './stored-item.js';
import { validateParameters } from './validate-parameters.js';

function reachable(c: Context<SandboxEnv>, deps: SandboxDeps, id: string): StoredItem {
  const stored = itemsOf(deps.store).get(id);
  const principal = principalOf(c);
  if (!stored || stored.clientId !== principal.clientId) throw notFound(`Item ${id}`);
  if (!canReachItem(principal, stored)) throw new Problem(403, 'Forbidden: this Connect Token cannot reach this item');
  return stored;
}

function checkProducts(products: string[] | undefined): void {
  const unknown = products?.filter((p) => !(PRODUCTS as readonly string[]).includes(p)) ?? [];
  if (unknown.length) throw new Problem(400, `Unknown products: ${unknown.join(', ')}`);
}

function checkParameters(deps: SandboxDeps, connectorId: number, parameters: Record<string, string> | string, includeMfa: boolean): void {
  if (typeof parameters === 'string') return; // encrypted: nothing the sandbox can check
  const entry = deps.catalogue.find((e) => e.connector.id === connectorId);
  const errors = validateParameters(entry?.connector.credentials ?? [], parameters, { includeMfa });
  if (errors.length) {
    throw new Problem(400, `Invalid parameters: ${errors.map((e) => `${e.parameter}: ${e.message}`).join('; ')}`, { parameterErrors: errors });
  }
}

export function itemRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const items = itemsOf(deps.store);
  const engine = engineOf(deps);
  const answered = idempotencyKeys(deps.store, deps.clock);

  routes.post('/items', async (c) => {
    const body = await readJson(c, CreateItemRequest);
    const principal = principalOf(c);
    // A request sent again after its answer was lost answers the item it created, not a second one.
    const keyed = keyedRequest(c, 'POST /items', principal, body);
    const replayed = keyed && answered.replay(keyed);
    if (replayed !== undefined) return c.json(replayed);
    const answer = (item: Item) => {
      if (keyed) answered.remember(keyed, item);
      return c.json(item);
    };
    assertClientUrl('oauthRedirectUri', body.oauthRedirectUri);
    // Notified as a webhook is, so it follows the webhooks' rules.
    await assertNotifiedUrl(deps, 'webhookUrl', body.webhookUrl);
    const entry = deps.catalogue.find((e) => e.connector.id === body.connectorId);
    if (!entry) throw new Problem(400, `Connector ${body.connectorId} does not exist`);
    checkProducts(body.products);
    checkParameters(deps, body.connectorId, body.parameters, true);
    // A Connect Token's options were set by the merchant's server: they win over the browser's body.
    const tokenOptions = principal.kind === 'connect_token' ? principal.options : {};
    const options = { ...body, ...Object.fromEntries(Object.entries(tokenOptions).filter(([, v]) => v !== undefined)) };

    if (options.avoidDuplicates) {
      const [existing] = items.where('connection', connectionKey(principal.clientId, body.connectorId, body.parameters));
      if (existing) return answer(existing.item);
    }

    const now = new Date(deps.clock.now()).toISOString();
    const item: Item = {
      id: randomUUID(),
      connector: publicConnector(entry, deps.config.publicUrl),
      status: 'UPDATING',
      executionStatus: 'CREATED',
      error: null,
      parameter: null,
      userAction: null,
      webhookUrl: options.webhookUrl ?? null,
      clientUserId: options.clientUserId ?? null,
      oauthRedirectUri: options.oauthRedirectUri ?? null,
      products: body.products ?? entry.connector.products ?? [],
      createdAt: now,
      updatedAt: now,
      lastUpdatedAt: null,
      nextAutoSyncAt: null,
      consecutiveFailedLoginAttempts: 0,
      consentExpiresAt: null,
      statusDetail: null,
    };
    const stored: StoredItem = {
      id: item.id,
      clientId: principal.clientId,
      createdByToken: principal.kind === 'connect_token' ? principal.jti : undefined,
      flow: entry.flow,
      parameters: body.parameters,
      execution: 0,
      outdatedRetries: 0,
      syncs: [],
      item,
    };
    items.put(stored);
    engine.emit(stored, 'item/created');
    engine.start(stored);
    return answer(stored.item);
  });

  routes.get('/items/:id', (c) => c.json(reachable(c, deps, c.req.param('id')).item));

  routes.patch('/items/:id', deps.rateLimit('itemUpdates'), async (c) => {
    const stored = reachable(c, deps, c.req.param('id'));
    const body = await readJson(c, UpdateItemRequest, { allowEmpty: true });
    await assertNotifiedUrl(deps, 'webhookUrl', body.webhookUrl);
    const rejection = deps.config.updateRejection;
    if (rejection !== 'none') {
      throw new Problem(UPDATE_REJECTION_CODES[rejection], `Update rejected: ${rejection}`, { codeDescription: rejection });
    }
    if (engine.isRunning(stored)) {
      throw new Problem(409, 'The item is already updating: wait for the current execution to finish', {
        codeDescription: 'ITEM_IS_ALREADY_UPDATING',
      });
    }
    checkProducts(body.products);
    if (body.parameters !== undefined) {
      const merged =
        typeof body.parameters === 'string' || typeof stored.parameters === 'string' ? body.parameters : { ...stored.parameters, ...body.parameters };
      checkParameters(deps, stored.item.connector?.id ?? -1, merged, true);
      stored.parameters = merged;
    }
    stored.item = {
      ...stored.item,
      ...(body.clientUserId !== undefined ? { clientUserId: body.clientUserId } : {}),
      ...(body.webhookUrl !== undefined ? { webhookUrl: body.webhookUrl } : {}),
      ...(body.products !== undefined ? { products: body.products } : {}),
    };
    engine.start(stored);
    return c.json(stored.item);
  });

  routes.post('/items/:id/mfa', async (c) => {
    const stored = reachable(c, deps, c.req.param('id'));
    const body = await readJson(c, MfaRequest);
    const parameter = stored.item.parameter;
    if (stored.item.status !== 'WAITING_USER_INPUT' || !parameter || parameter.type === 'oauth') {
      throw new Problem(400, 'The item is not waiting for user input');
    }
    const value = body[parameter.name];
    if (value === undefined || value === '') {
      throw new Problem(400, `Missing parameter ${parameter.name}`, {
        parameterErrors: [{ code: '001', message: `${parameter.label} is required`, parameter: parameter.name }],
      });
    }
    engine.answer(stored, value);
    return c.json(stored.item);
  });

  routes.delete('/items/:id', (c) => {
    const stored = reachable(c, deps, c.req.param('id'));
    engine.stop(stored);
    items.delete(stored.id);
    deleteItemData(deps, stored.id);
    engine.emit(stored, 'item/deleted');
    return c.json({});
  });

  routes.route('/', consentPageRoutes(deps));
  return routes;
}
