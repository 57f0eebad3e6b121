// The webhook receiver and the inbox's JSON over real HTTP: what is recorded, what is refused, the cap, and clearing.
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../widget-host/listen.js';
import { MAX_BODY } from './api-routes.js';
import { type ReceivedDelivery, SECRET_HEADER, type WebhookInbox, webhookInbox } from './webhook-inbox.js';
import { addWebhookRoutes } from './webhook-routes.js';

const LIMIT = 3;
let inbox: WebhookInbox;
let server: Listening;

beforeAll(async () => {
  const app = new Hono();
  inbox = webhookInbox(LIMIT);
  server = await listen((request) => app.fetch(request), 0, '127.0.0.1', 'The test receiver');
  // Added once bound: the routes need the site's own origin.
  addWebhookRoutes(app, { inbox, merchantOrigin: server.url });
});
afterAll(() => server?.close());
beforeEach(() => inbox.clear());

type Sent = { status: number; json: Record<string, unknown> };

async function deliver(
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = { [SECRET_HEADER]: inbox.secret },
): Promise<Sent> {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const response = await fetch(`${server.url}/webhooks`, init);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function inboxList(): Promise<ReceivedDelivery[]> {
  const response = await fetch(`${server.url}/api/webhooks`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { deliveries: ReceivedDelivery[] }).deliveries;
}

const notification = (event: string, fields: Record<string, unknown> = {}) => JSON.stringify({ event, eventId: 'e-1', ...fields });

describe('POST /webhooks', () => {
  it('records a delivery: its time, event, ids (the item first), headers with the secret masked, and body', async () => {
    const body = notification('payment_intent/created', { paymentRequestId: 'pr-1', paymentIntentId: 'pi-1', clientId: 'c' });
    expect(await deliver(body)).toEqual({ status: 200, json: { received: true } });
    const [delivery] = await inboxList();
    expect(delivery).toMatchObject({
      seq: 1,
      readable: true,
      event: 'payment_intent/created',
      eventId: 'e-1',
      ids: [
        { name: 'paymentIntentId', value: 'pi-1' },
        { name: 'paymentRequestId', value: 'pr-1' },
      ],
      body: JSON.stringify(JSON.parse(body), null, 2),
    });
    expect(Date.now() - Date.parse(String(delivery?.receivedAt))).toBeLessThan(5_000);
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers[SECRET_HEADER]).not.toBe(inbox.secret);
    expect(JSON.stringify(await inboxList())).not.toContain(inbox.secret);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'no secret header', headers: {} },
    { name: 'a wrong secret', headers: { [SECRET_HEADER]: 'guessed' } },
    { name: 'an empty secret', headers: { [SECRET_HEADER]: '' } },
  ])('refuses a delivery with $name (401) and records nothing', async ({ headers }) => {
    expect((await deliver(notification('item/created'), headers)).status).toBe(401);
    expect(await inboxList()).toEqual([]);
  });

  it.each([
    { name: 'a body that is not JSON', body: 'event=item/created', problem: 'The body is not JSON' },
    { name: 'JSON without an event name', body: '{"itemId":"i-1"}', problem: 'The body is JSON but has no "event" name' },
    { name: 'an empty body', body: '', problem: 'The body is not JSON' },
  ])('answers 400 to $name and keeps it as unreadable', async ({ body, problem }) => {
    expect(await deliver(body)).toEqual({ status: 400, json: { message: problem } });
    expect(await inboxList()).toMatchObject([{ readable: false, problem, event: null, ids: [] }]);
  });

  it('answers 413 to a body over the limit, announced or streamed, records nothing and keeps receiving', async () => {
    const big = 'x'.repeat(MAX_BODY + 1);
    expect((await deliver(notification('item/created', { padding: big }))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await deliver(stream)).status).toBe(413);
    expect(await inboxList()).toEqual([]);
    expect((await deliver(notification('item/created', { itemId: 'i-1' }))).status).toBe(200);
  });

  it(`keeps the last ${LIMIT} deliveries, newest first`, async () => {
    for (const n of [1, 2, 3, 4, 5]) await deliver(notification('item/updated', { itemId: `i-${n}` }));
    expect((await inboxList()).map((d) => d.ids[0]?.value)).toEqual(['i-5', 'i-4', 'i-3']);
  });
});

describe('POST /api/webhooks/clear', () => {
  const clear = (headers: Record<string, string>) => fetch(`${server.url}/api/webhooks/clear`, { method: 'POST', headers });

  it('empties the inbox from this site', async () => {
    await deliver(notification('item/created', { itemId: 'i-1' }));
    expect((await clear({ Origin: server.url })).status).toBe(200);
    expect(await inboxList()).toEqual([]);
  });

  it('refuses a page of another origin and keeps the deliveries', async () => {
    await deliver(notification('item/created', { itemId: 'i-1' }));
    expect((await clear({ Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(await inboxList()).toHaveLength(1);
  });
});
