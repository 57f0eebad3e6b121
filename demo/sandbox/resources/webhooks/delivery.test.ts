// Notifications delivered for real to a receiver on 127.0.0.1 (on the development allowlist): who gets what, retries on the clock, disabling, and addresses refused at delivery.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../core/clock.js';
import type { EventName } from '../../core/events.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { dispatcherOf, type Dispatcher, MAX_CONSECUTIVE_FAILURES } from './dispatcher.js';
import { useResolver } from './host-resolver.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-policy.js';
import { webhooksOf } from './stored-webhook.js';
import { fakeResolver } from './testing/fake-resolver.js';
import { type LocalReceiver, localReceiver } from './testing/local-receiver.js';

const MINUTE = 60_000;
const PUBLIC_V4 = '93.184.215.14';

let s: SandboxKit;
let key: string;
let receiver: LocalReceiver;
let dispatcher: Dispatcher;
const clock = createClock({ startAt: Date.parse('2025-06-02T12:00:00.000Z'), frozen: true });
const resolver = fakeResolver({ 'receiver.test': ['127.0.0.1'] });

beforeAll(async () => {
  s = await sandboxClient({ clock, deliverWebhooks: true, webhookAllowHosts: ['127.0.0.1', 'receiver.test'] });
  useResolver(s.sandbox.deps, resolver);
  key = await s.apiKey();
  receiver = await localReceiver(() => clock.now());
  const running = dispatcherOf(s.sandbox.deps);
  if (!running) throw new Error('the webhooks module did not start a dispatcher');
  dispatcher = running;
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});
beforeEach(async () => {
  key = await s.apiKey();
  receiver.reset();
  for (const w of [...webhooksOf(s.sandbox.deps.store).scan()]) webhooksOf(s.sandbox.deps.store).delete(w.id);
});

const hook = (path: string) => `${receiver.url}${path}`;
const create = async (body: Record<string, unknown>) => {
  const r = await s.call<{ id: string; disabledAt: string | null }>('POST', '/webhooks', { token: key, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const read = async (id: string) => (await s.call<{ disabledAt: string | null }>('GET', `/webhooks/${id}`, { token: key })).body;
const emit = (event: EventName, extra: { itemId?: string; itemWebhookUrl?: string | null; payload?: Record<string, unknown> } = {}) =>
  s.sandbox.deps.events.emit({ event, clientId: s.sandbox.deps.config.clientId, payload: extra.payload ?? {}, ...extra });
const advance = async (ms: number) => {
  await s.call('POST', '/sandbox/clock/advance', { token: key, body: { ms } });
  await dispatcher.settled();
  // API Keys live two hours of the sandbox's clock.
  key = await s.apiKey();
};
/** Moves the clock through every retry a delivery can have, waiting for each attempt. */
const throughEveryRetry = async () => {
  for (let failed = 1; failed < MAX_DELIVERY_ATTEMPTS; failed++) await advance(retryDelayMs(failed));
};
const paths = () => receiver.received.map((r) => r.path);
/** Minutes after `start` at which notifications to `path` arrived. */
const minutesAt = (path: string, start: number) => receiver.received.filter((r) => r.path === path).map((r) => (r.at - start) / MINUTE);

describe('delivery', () => {
  it('POSTs the event to matching and "all" webhooks with their headers, and to the item\'s webhookUrl', async () => {
    await create({ url: hook('/intents'), event: 'payment_intent/created', headers: { 'X-Secret': 's3' } });
    await create({ url: hook('/everything'), event: 'all' });
    await create({ url: hook('/items-only'), event: 'item/created' });
    const event = emit('payment_intent/created', { payload: { paymentIntentId: 'pi-1', paymentRequestId: 'pr-1' } });
    const item = await s.createItem(key, 0, { user: 'user-ok', password: 'password-ok' }, { webhookUrl: hook('/item-owner') });
    await dispatcher.settled();

    const byPath = (path: string) => receiver.received.filter((r) => r.path === path).map((r) => r.body);
    expect(byPath('/intents')).toEqual([{ event: 'payment_intent/created', eventId: event.id, paymentIntentId: 'pi-1', paymentRequestId: 'pr-1' }]);
    expect(receiver.received.find((r) => r.path === '/intents')?.headers).toMatchObject({ 'x-secret': 's3', 'content-type': 'application/json' });
    expect(byPath('/everything').map((b) => b.event)).toEqual(['payment_intent/created', 'item/created']);
    expect(byPath('/items-only')).toEqual([expect.objectContaining({ event: 'item/created', itemId: item.id })]);
    expect(byPath('/item-owner')).toEqual([expect.objectContaining({ event: 'item/created', itemId: item.id })]);
  });

  it("keeps a webhook's headers from changing how the notification is framed", async () => {
    await create({
      url: hook('/framed'),
      event: 'boleto/updated',
      headers: { 'content-type': 'text/plain', Host: 'elsewhere.example', 'X-Ok': '1' },
    });
    emit('boleto/updated', { payload: { boletoId: 'b-1' } });
    await dispatcher.settled();
    expect(receiver.received[0]?.headers).toMatchObject({ 'content-type': 'application/json', host: `127.0.0.1:${receiver.port}`, 'x-ok': '1' });
    expect(receiver.received[0]?.body).toMatchObject({ boletoId: 'b-1' });
  });

  it('reaches an allowed name through the resolver, connecting to what it resolves to', async () => {
    await create({ url: `http://receiver.test:${receiver.port}/named`, event: 'boleto/updated' });
    emit('boleto/updated');
    await dispatcher.settled();
    expect(paths()).toEqual(['/named']);
  });
});

describe('retries', () => {
  it('sends a failed notification again 1, 2, 4… minutes later, on the clock, until it is answered', async () => {
    await create({ url: hook('/flaky'), event: 'boleto/updated' });
    receiver.failNext('/flaky', 3);
    const start = clock.now();
    emit('boleto/updated');
    await dispatcher.settled();
    await advance(MINUTE - 1);
    expect(minutesAt('/flaky', start)).toEqual([0]);
    await advance(1);
    expect(minutesAt('/flaky', start)).toEqual([0, 1]);
    await advance(2 * MINUTE);
    await advance(4 * MINUTE);
    expect(minutesAt('/flaky', start)).toEqual([0, 1, 3, 7]);
    await advance(60 * MINUTE);
    expect(minutesAt('/flaky', start)).toEqual([0, 1, 3, 7]);
    expect(new Set(receiver.received.filter((r) => r.path === '/flaky').map((r) => r.body.eventId)).size).toBe(1);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts, spaced at most an hour apart`, async () => {
    await create({ url: hook('/down'), event: 'boleto/updated' });
    receiver.failAlways('/down');
    const start = clock.now();
    emit('boleto/updated');
    await dispatcher.settled();
    await throughEveryRetry();
    await advance(24 * 60 * MINUTE);
    expect(minutesAt('/down', start)).toEqual([0, 1, 3, 7, 15, 31, 63, 123]);
  });

  it('follows the webhook as it is at each attempt: a fixed URL is used, a deleted webhook is not tried again', async () => {
    const made = await create({ url: hook('/old'), event: 'boleto/updated' });
    receiver.failAlways('/old');
    emit('boleto/updated');
    await dispatcher.settled();
    await s.call('PATCH', `/webhooks/${made.id}`, { token: key, body: { url: hook('/new') } });
    await advance(MINUTE);
    expect(paths().filter((p) => p === '/old' || p === '/new')).toEqual(['/old', '/new']);

    const gone = await create({ url: hook('/gone'), event: 'item/deleted' });
    receiver.failAlways('/gone');
    emit('item/deleted');
    await dispatcher.settled();
    await s.call('DELETE', `/webhooks/${gone.id}`, { token: key });
    await throughEveryRetry();
    expect(paths().filter((p) => p === '/gone')).toHaveLength(1);
  });

  it("retries an item's webhookUrl too", async () => {
    receiver.failNext('/item-retry', 1);
    emit('item/updated', { itemId: 'item-r', itemWebhookUrl: hook('/item-retry') });
    await dispatcher.settled();
    await advance(MINUTE);
    expect(paths().filter((p) => p === '/item-retry')).toEqual(['/item-retry', '/item-retry']);
  });
});

describe('disabling', () => {
  it(`disables a webhook after ${MAX_CONSECUTIVE_FAILURES} failed deliveries in a row, each after all its attempts; a success resets the count; enabled true resumes`, async () => {
    const made = await create({ url: hook('/dead'), event: 'boleto/updated' });
    const fail = async (deliveries: number) => {
      receiver.failAlways('/dead');
      for (let i = 0; i < deliveries; i++) emit('boleto/updated');
      await dispatcher.settled();
      await throughEveryRetry();
    };
    await fail(MAX_CONSECUTIVE_FAILURES - 1);
    expect((await read(made.id)).disabledAt).toBeNull();
    receiver.failNext('/dead', 0);
    emit('boleto/updated');
    await dispatcher.settled();
    await fail(MAX_CONSECUTIVE_FAILURES - 1);
    expect((await read(made.id)).disabledAt).toBeNull();

    await fail(1);
    expect((await read(made.id)).disabledAt).toEqual(expect.any(String));
    const dead = () => paths().filter((p) => p === '/dead').length;
    const before = dead();
    emit('boleto/updated');
    await dispatcher.settled();
    expect(dead()).toBe(before);

    receiver.failNext('/dead', 0);
    const enabled = await s.call<{ disabledAt: string | null }>('PATCH', `/webhooks/${made.id}`, { token: key, body: { enabled: true } });
    expect(enabled.body.disabledAt).toBeNull();
    emit('boleto/updated');
    await dispatcher.settled();
    expect(dead()).toBe(before + 1);
  });
});

describe('addresses refused at delivery', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['private', '10.0.0.8'],
  ])('resolves the name again and does not connect when it now points to a %s address', async (_label, address) => {
    const host = `rebind-${address.replace(/[.:]/g, '-')}.example.com`;
    resolver.answer(host, PUBLIC_V4);
    await create({ url: `https://${host}:${receiver.port}/hook`, event: 'boleto/updated' });
    resolver.answer(host, address);
    const asked = resolver.asked.length;
    emit('boleto/updated');
    await dispatcher.settled();
    expect(resolver.asked.slice(asked)).toEqual([host]);
    expect(receiver.connections).toBe(0);
  });

  it("never attempts an item's webhookUrl the service would refuse by name", async () => {
    emit('item/updated', { itemId: 'item-2', itemWebhookUrl: `http://localhost:${receiver.port}/cb` });
    emit('item/updated', { itemId: 'item-2', itemWebhookUrl: 'https://10.0.0.8/cb' });
    await dispatcher.settled();
    expect(receiver.connections).toBe(0);
  });
});
