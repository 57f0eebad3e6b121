// Webhooks over real HTTP: URL rules, PATCH semantics, delivery to a local receiver, disabling after failures.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from '../../../../src/api/schemas/index.js';
import type { EventName } from '../../core/events.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { dispatcherOf, MAX_CONSECUTIVE_FAILURES, type Dispatcher } from './dispatcher.js';
import { fetchSender } from './http-sender.js';
import { webhooksOf } from './stored-webhook.js';

type Received = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

let s: SandboxKit;
let key: string;
let receiver: Server;
let receiverUrl: string;
let received: Received[];
let attempted: string[];
/** Paths the local receiver answers with a 500. */
const failing = new Set<string>();
let dispatcher: Dispatcher;

beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.statusCode = failing.has(req.url ?? '') ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const running = dispatcherOf(s.sandbox.deps);
  if (!running) throw new Error('the webhooks module did not start a dispatcher');
  dispatcher = running;
  // Every delivery goes to the local receiver, whatever public URL the webhook names.
  dispatcher.useSender((delivery) => {
    attempted.push(delivery.url);
    const target = new URL(delivery.url);
    return fetchSender({ ...delivery, url: `${receiverUrl}${target.pathname}` });
  });
});
afterAll(async () => {
  await s.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  attempted = [];
  failing.clear();
});
afterEach(() => {
  for (const w of [...webhooksOf(s.sandbox.deps.store).scan()]) webhooksOf(s.sandbox.deps.store).delete(w.id);
});

const create = (body: Record<string, unknown>) => s.call<Record<string, unknown>>('POST', '/webhooks', { token: key, body });
const emit = (event: EventName, extra: { itemId?: string; itemWebhookUrl?: string | null; payload?: Record<string, unknown> } = {}) =>
  s.sandbox.deps.events.emit({
    event,
    clientId: s.sandbox.deps.config.clientId,
    payload: extra.payload ?? {},
    itemId: extra.itemId,
    itemWebhookUrl: extra.itemWebhookUrl,
  });

describe('POST /webhooks url rules', () => {
  it.each([
    ['a public https domain', 'https://hooks.example.com/pluggy'],
    ['an internationalized domain', 'https://bücher.com.br/hook'],
    ['a port and a query', 'https://api.merchant.com.br:8443/hooks?source=ponte'],
  ])('accepts %s with 200', async (_label, url) => {
    const r = await create({ url, event: 'all' });
    expect(r.status).toBe(200);
    expect(Webhook.safeParse(r.body).success).toBe(true);
    expect(r.body).toMatchObject({ event: 'all', disabledAt: null });
  });

  it.each([
    ['plain http', 'http://hooks.example.com/pluggy', /https/],
    ['an IPv4 literal', 'https://203.0.113.10/hook', /IP address/],
    ['a loopback IPv4 literal', 'https://127.0.0.1/hook', /IP address/],
    ['an IPv4 literal in decimal form', 'https://2130706433/hook', /IP address/],
    ['an IPv6 literal', 'https://[::1]/hook', /IP address/],
    ['localhost', 'https://localhost/hook', /localhost/],
    ['localhost with a trailing dot', 'https://localhost./hook', /localhost/],
    ['a .localhost name', 'https://api.localhost/hook', /localhost/],
    ['a .local name', 'https://printer.local/hook', /\.local/],
    ['an .internal name', 'https://billing.corp.internal/hook', /\.internal/],
    ['a single-label host', 'https://intranet/hook', /publicly resolvable/],
    ['a relative URL', '/hooks', /absolute URL/],
  ])('rejects %s with 400', async (_label, url, message) => {
    const r = await create({ url, event: 'all' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400 });
    expect(String(r.body.message)).toMatch(message);
  });

  it('rejects an unknown event and a header that cannot be sent', async () => {
    expect((await create({ url: 'https://hooks.example.com/a', event: 'item/exploded' })).status).toBe(400);
    const bad = await create({ url: 'https://hooks.example.com/a', event: 'all', headers: { 'X-Ok': 'a\r\nInjected: 1' } });
    expect(bad.status).toBe(400);
  });
});

describe('webhook resources', () => {
  it("lists, reads and deletes the client's own webhooks only", async () => {
    const mine = (await create({ url: 'https://hooks.example.com/mine', event: 'item/created' })).body;
    webhooksOf(s.sandbox.deps.store).put({
      id: 'other-client-webhook',
      clientId: 'someone-else',
      consecutiveFailures: 0,
      webhook: { id: 'other-client-webhook', url: 'https://other.example.com', event: 'all', disabledAt: null },
    });
    const list = await s.call<{ results: { id: string }[]; total: number }>('GET', '/webhooks', { token: key });
    expect(list.status).toBe(200);
    expect(list.body.results.map((w) => w.id)).toEqual([mine.id]);
    expect((await s.call('GET', '/webhooks/other-client-webhook', { token: key })).status).toBe(404);
    expect((await s.call('GET', `/webhooks/${String(mine.id)}`, { token: key })).body).toMatchObject({ url: 'https://hooks.example.com/mine' });
    const deleted = await s.call('DELETE', `/webhooks/${String(mine.id)}`, { token: key });
    expect(deleted).toMatchObject({ status: 200, body: {} });
    expect((await s.call('GET', `/webhooks/${String(mine.id)}`, { token: key })).status).toBe(404);
  });

  it('PATCH changes only the fields sent; headers null clears them; enabled toggles disabledAt', async () => {
    const made = (await create({ url: 'https://hooks.example.com/p', event: 'item/created', headers: { 'X-Secret': 's3' } })).body;
    const path = `/webhooks/${String(made.id)}`;
    const patch = (body: Record<string, unknown>) => s.call<Record<string, unknown>>('PATCH', path, { token: key, body });

    const evented = await patch({ event: 'item/updated' });
    expect(evented.status).toBe(200);
    expect(evented.body).toMatchObject({ url: 'https://hooks.example.com/p', event: 'item/updated', headers: { 'X-Secret': 's3' } });

    expect((await patch({ headers: null })).body).toMatchObject({ headers: null, event: 'item/updated' });

    const disabled = await patch({ enabled: false });
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    const enabled = await patch({ enabled: true });
    expect(enabled).toMatchObject({ status: 200, body: { disabledAt: null } });

    const refused = await patch({ url: 'https://localhost/p' });
    expect(refused.status).toBe(400);
    expect((await s.call('GET', path, { token: key })).body).toMatchObject({ url: 'https://hooks.example.com/p' });
  });
});

describe('delivery', () => {
  it('POSTs the event to matching and "all" webhooks with their headers, and to the item\'s webhookUrl', async () => {
    await create({ url: 'https://hooks.example.com/intents', event: 'payment_intent/created', headers: { 'X-Secret': 's3' } });
    await create({ url: 'https://hooks.example.com/everything', event: 'all' });
    await create({ url: 'https://hooks.example.com/items-only', event: 'item/created' });
    const event = emit('payment_intent/created', { payload: { paymentIntentId: 'pi-1', paymentRequestId: 'pr-1' } });
    emit('item/created', { itemId: 'item-1', itemWebhookUrl: 'https://item-owner.example.com/cb' });
    await dispatcher.settled();

    const byPath = (path: string) => received.filter((r) => r.path === path).map((r) => r.body);
    expect(byPath('/intents')).toEqual([{ event: 'payment_intent/created', eventId: event.id, paymentIntentId: 'pi-1', paymentRequestId: 'pr-1' }]);
    expect(received.find((r) => r.path === '/intents')?.headers).toMatchObject({ 'x-secret': 's3', 'content-type': 'application/json' });
    expect(byPath('/everything').map((b) => b.event)).toEqual(['payment_intent/created', 'item/created']);
    expect(byPath('/items-only')).toEqual([expect.objectContaining({ event: 'item/created', itemId: 'item-1' })]);
    expect(byPath('/cb')).toEqual([expect.objectContaining({ event: 'item/created', itemId: 'item-1' })]);
  });

  it('never attempts an item webhookUrl the service would refuse', async () => {
    emit('item/updated', { itemId: 'item-2', itemWebhookUrl: 'http://localhost:9999/cb' });
    emit('item/updated', { itemId: 'item-2', itemWebhookUrl: 'https://10.0.0.8/cb' });
    await dispatcher.settled();
    expect(attempted).toEqual([]);
  });

  it(`disables a webhook after ${MAX_CONSECUTIVE_FAILURES} failures in a row; a success resets the count; enabled true resumes`, async () => {
    const made = (await create({ url: 'https://hooks.example.com/flaky', event: 'boleto/updated' })).body;
    const path = `/webhooks/${String(made.id)}`;
    const fire = async (times: number) => {
      for (let i = 0; i < times; i++) emit('boleto/updated');
      await dispatcher.settled();
    };
    failing.add('/flaky');
    await fire(MAX_CONSECUTIVE_FAILURES - 1);
    failing.delete('/flaky');
    await fire(1);
    failing.add('/flaky');
    await fire(MAX_CONSECUTIVE_FAILURES - 1);
    expect((await s.call<Record<string, unknown>>('GET', path, { token: key })).body.disabledAt).toBeNull();

    await fire(1);
    expect((await s.call<Record<string, unknown>>('GET', path, { token: key })).body.disabledAt).toEqual(expect.any(String));
    const before = received.length;
    await fire(3);
    expect(received.length).toBe(before);

    failing.delete('/flaky');
    expect((await s.call<Record<string, unknown>>('PATCH', path, { token: key, body: { enabled: true } })).body.disabledAt).toBeNull();
    await fire(1);
    expect(received.length).toBe(before + 1);
  });

  it('GET /sandbox/events shows what was notified, newest first, filtered by event', async () => {
    emit('connector/status_updated', { payload: { data: { status: 'UNSTABLE' } } });
    const last = emit('connector/status_updated', { payload: { data: { status: 'ONLINE' } } });
    const r = await s.call<{ results: { id: string; notification: Record<string, unknown> }[] }>(
      'GET',
      '/sandbox/events?event=connector/status_updated',
      { token: key },
    );
    expect(r.status).toBe(200);
    expect(r.body.results[0]).toMatchObject({
      id: last.id,
      notification: { event: 'connector/status_updated', eventId: last.id, data: { status: 'ONLINE' } },
    });
    expect(r.body.results.every((e) => e.notification.event === 'connector/status_updated')).toBe(true);
  });
});

describe('Connect Token', () => {
  it.each([
    ['POST', '/webhooks'],
    ['GET', '/webhooks'],
    ['GET', '/webhooks/any'],
    ['PATCH', '/webhooks/any'],
    ['DELETE', '/webhooks/any'],
    ['GET', '/sandbox/events'],
  ])('%s %s answers 403', async (method, path) => {
    const token = await s.connectToken();
    const r = await s.call(method, path, {
      token,
      body: method === 'POST' || method === 'PATCH' ? { url: 'https://hooks.example.com', event: 'all' } : undefined,
    });
    expect(r).toMatchObject({ status: 403, body: { code: 403 } });
  });
});
