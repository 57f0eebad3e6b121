// Webhooks: POST/GET /webhooks and GET/PATCH/DELETE /webhooks/{id}; the dispatcher that notifies them starts here.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { CreateWebhookRequest, UpdateWebhookRequest } from '../../../../src/api/schemas/index.js';
import { readJson, readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { notFound } from '../../core/problem.js';
import { principalOf } from '../auth/credentials.js';
import { allowlistWarning } from './allowlist-warning.js';
import { realSender, startDispatcher } from './dispatcher.js';
import { keepLocalSender } from './http-sender.js';
import { type StoredWebhook, webhooksOf } from './stored-webhook.js';
import { assertNotifiedUrl } from './url-check.js';
import { assertWebhookHeaders, webhookEventOf } from './webhook-input.js';

function ownWebhook(c: Context<SandboxEnv>, deps: SandboxDeps): StoredWebhook {
  const id = c.req.param('id') ?? '';
  const stored = webhooksOf(deps.store).get(id);
  if (!stored || stored.clientId !== principalOf(c).clientId) throw notFound(`Webhook ${id}`);
  return stored;
}

export function webhookRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  // Started with the routes so that every sandbox, and only one per sandbox, notifies webhooks.
  startDispatcher(deps, deps.config.deliverWebhooks ? realSender(deps) : keepLocalSender);
  const warning = allowlistWarning(deps.config);
  if (warning) console.warn(warning);
  const webhooks = webhooksOf(deps.store);
  const now = () => new Date(deps.clock.now()).toISOString();

  // The interface says 201, but the public client rejects every status other than 200.
  routes.post('/webhooks', async (c) => {
    const body = await readJson(c, CreateWebhookRequest);
    const event = webhookEventOf(body.event);
    if (body.headers) assertWebhookHeaders(body.headers);
    await assertNotifiedUrl(deps, 'url', body.url);
    const at = now();
    const id = randomUUID();
    const stored = webhooks.put({
      id,
      clientId: principalOf(c).clientId,
      consecutiveFailures: 0,
      webhook: { id, url: body.url, event, headers: body.headers ?? null, disabledAt: null, createdAt: at, updatedAt: at },
    });
    return c.json(stored.webhook);
  });

  routes.get('/webhooks', (c) => {
    const { page, pageSize } = readPaging(c);
    const own = webhooks.where('clientId', principalOf(c).clientId).map((w) => w.webhook);
    return c.json(paginate(own, page, pageSize));
  });

  routes.get('/webhooks/:id', (c) => c.json(ownWebhook(c, deps).webhook));

  routes.patch('/webhooks/:id', async (c) => {
    ownWebhook(c, deps);
    const body = await readJson(c, UpdateWebhookRequest);
    const event = body.event === undefined ? undefined : webhookEventOf(body.event);
    if (body.headers) assertWebhookHeaders(body.headers);
    if (body.url !== undefined) await assertNotifiedUrl(deps, 'url', body.url);
    // Read again after the name was resolved: a delivery may have changed it meanwhile, or a DELETE removed it.
    const stored = ownWebhook(c, deps);
    const webhook = { ...stored.webhook, updatedAt: now() };
    if (body.url !== undefined) webhook.url = body.url;
    if (event !== undefined) webhook.event = event;
    if (body.headers !== undefined) webhook.headers = body.headers;
    let failures = stored.consecutiveFailures;
    if (body.enabled === true) {
      webhook.disabledAt = null;
      failures = 0;
    } else if (body.enabled === false && webhook.disabledAt === null) {
      webhook.disabledAt = webhook.updatedAt;
    }
    return c.json(webhooks.put({ ...stored, consecutiveFailures: failures, webhook }).webhook);
  });

  routes.delete('/webhooks/:id', (c) => {
    webhooks.delete(ownWebhook(c, deps).id);
    return c.json({});
  });

  return routes;
}
