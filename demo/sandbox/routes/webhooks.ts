// Webhooks: POST/GET /webhooks, GET/PATCH/DELETE /webhooks/{id}, and GET /sandbox/events to see notifications offline.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { CreateWebhookRequest, UpdateWebhookRequest } from '../../../src/api/schemas/index.js';
import { principalOf, requireApiKey } from '../auth.js';
import { readJson, readPaging } from '../body.js';
import { paginate } from '../catalogue/paginate.js';
import type { SandboxDeps, SandboxEnv } from '../context.js';
import { notFound, Problem } from '../problem.js';
import { notificationBody, startDispatcher } from '../webhooks/dispatcher.js';
import { fetchSender, keepLocalSender } from '../webhooks/http-sender.js';
import { webhooksOf, type StoredWebhook } from '../webhooks/stored-webhook.js';
import { webhookUrlProblem } from '../webhooks/url-check.js';
import { assertWebhookEvent, assertWebhookHeaders } from '../webhooks/webhook-input.js';
import type { RouteModule } from './index.js';

function assertUrl(url: string): void {
  const problem = webhookUrlProblem(url);
  if (problem) throw new Problem(400, `Invalid request body: ${problem}`);
}

function ownWebhook(c: Context<SandboxEnv>, deps: SandboxDeps): StoredWebhook {
  const id = c.req.param('id') ?? '';
  const stored = webhooksOf(deps.store).get(id);
  if (!stored || stored.clientId !== principalOf(c).clientId) throw notFound(`Webhook ${id}`);
  return stored;
}

export const webhooksRoutes: RouteModule = {
  protected(app, deps) {
    // Started with the routes so that every sandbox, and only one per sandbox, notifies webhooks.
    startDispatcher(deps, deps.config.deliverWebhooks ? fetchSender : keepLocalSender);
    const webhooks = webhooksOf(deps.store);
    const now = () => new Date(deps.config.now()).toISOString();

    // The interface says 201, but the public client rejects every status other than 200.
    app.post('/webhooks', requireApiKey, async (c) => {
      const body = await readJson(c, CreateWebhookRequest);
      assertWebhookEvent(body.event);
      assertUrl(body.url);
      if (body.headers) assertWebhookHeaders(body.headers);
      const at = now();
      const id = randomUUID();
      const stored = webhooks.put({
        id,
        clientId: principalOf(c).clientId,
        consecutiveFailures: 0,
        webhook: { id, url: body.url, event: body.event, headers: body.headers ?? null, disabledAt: null, createdAt: at, updatedAt: at },
      });
      return c.json(stored.webhook);
    });

    app.get('/webhooks', requireApiKey, (c) => {
      const { page, pageSize } = readPaging(c);
      const own = webhooks.list((w) => w.clientId === principalOf(c).clientId).map((w) => w.webhook);
      return c.json(paginate(own, page, pageSize));
    });

    app.get('/webhooks/:id', requireApiKey, (c) => c.json(ownWebhook(c, deps).webhook));

    app.patch('/webhooks/:id', requireApiKey, async (c) => {
      const stored = ownWebhook(c, deps);
      const body = await readJson(c, UpdateWebhookRequest);
      if (body.event !== undefined) assertWebhookEvent(body.event);
      if (body.url !== undefined) assertUrl(body.url);
      if (body.headers) assertWebhookHeaders(body.headers);
      const webhook = { ...stored.webhook, updatedAt: now() };
      if (body.url !== undefined) webhook.url = body.url;
      if (body.event !== undefined) webhook.event = body.event;
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

    app.delete('/webhooks/:id', requireApiKey, (c) => {
      webhooks.delete(ownWebhook(c, deps).id);
      return c.json({});
    });

    // Not in the interface: what the sandbox would have delivered, newest first, for merchants
    // testing offline or without a public https receiver.
    app.get('/sandbox/events', requireApiKey, (c) => {
      const { page, pageSize } = readPaging(c);
      const name = c.req.query('event');
      const events = deps.events
        .list(principalOf(c).clientId)
        .filter((e) => !name || e.event === name)
        .reverse()
        .map((e) => ({ id: e.id, event: e.event, itemId: e.itemId ?? null, createdAt: e.createdAt, notification: notificationBody(e) }));
      return c.json(paginate(events, page, pageSize));
    });
  },
};
