// At demo start the merchant registers one webhook per event, with its secret, and the sandbox's deliveries of a connection land in its inbox.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, Webhook } from '../../src/api/schemas/index.js';
import { sandboxApi } from './sandbox-api.js';
import { type RunningDemo, startDemo } from './start-demo.js';
import { type ReceivedDelivery, type Registration, SECRET_HEADER, webhookInbox } from './webhook-inbox.js';
import { INBOX_EVENTS, registerWebhooks } from './webhook-registration.js';

let root: string;
let demo: RunningDemo;

async function start(deliverWebhooks: boolean): Promise<RunningDemo> {
  const distRoot = join(root, 'dist');
  return startDemo({ host: '127.0.0.1', sandbox: { port: 0, stepMs: 5, deliverWebhooks }, widgetPort: 0, merchantPort: 0, distRoot });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ponte-webhooks-'));
  await mkdir(join(root, 'dist', 'app'), { recursive: true });
  await writeFile(join(root, 'dist', 'app', 'index.html'), '<!doctype html><title>widget</title>');
  await writeFile(join(root, 'dist', 'ponte.js'), '(function(){})();');
  demo = await start(true);
});
afterAll(async () => {
  await demo?.close();
  await rm(root, { recursive: true, force: true });
});

const access = () => {
  const { clientId, clientSecret } = demo.sandbox.deps.config;
  return { url: demo.sandbox.url, clientId, clientSecret };
};

type Inbox = { registration: Registration; deliveries: ReceivedDelivery[] };
const inbox = async (): Promise<Inbox> => (await fetch(`${demo.merchantUrl}/api/webhooks`)).json() as Promise<Inbox>;

const receiver = () => `${demo.merchantUrl}/webhooks`;
const ours = async (): Promise<Webhook[]> => (await sandboxApi(access()).webhooks()).filter((w) => w.url === receiver());

describe('webhook registration at demo start', () => {
  it('registers every event of the Events table once, at the receiver, with a secret header', async () => {
    const webhooks = await ours();
    expect(webhooks.map((w) => w.event).sort()).toEqual([...INBOX_EVENTS].sort());
    expect(INBOX_EVENTS).toHaveLength(31);
    const secrets = new Set(webhooks.map((w) => w.headers?.[SECRET_HEADER]));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^[\w-]{40,}$/);
    expect((await inbox()).registration).toEqual({ state: 'registered', url: receiver(), events: INBOX_EVENTS.length });
  });

  it('receives what the sandbox delivers for a connection: item/created, item/login_succeeded, item/updated', async () => {
    const token = (await (await fetch(`${demo.merchantUrl}/api/connect-token`, { method: 'POST' })).json()) as { accessToken: string };
    const headers = { 'X-API-KEY': token.accessToken, 'Content-Type': 'application/json' };
    const created = await fetch(`${demo.sandboxUrl}/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ connectorId: 0, parameters: { user: 'user-ok', password: 'password-ok' } }),
    });
    const { id } = (await created.json()) as Item;
    await expect
      .poll(async () => (await inbox()).deliveries.filter((d) => d.ids[0]?.value === id).map((d) => d.event), { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['item/created', 'item/login_succeeded', 'item/updated']));
  });

  // After the delivery case: from here on the demo's own inbox holds a secret the sandbox no longer sends.
  it('registering again for the same receiver replaces the earlier webhooks: still one per event, with the new secret', async () => {
    const again = webhookInbox();
    await registerWebhooks(sandboxApi(access()), receiver(), again);
    expect(again.registration.state).toBe('registered');
    const webhooks = await ours();
    expect(webhooks).toHaveLength(INBOX_EVENTS.length);
    expect(webhooks.every((w) => w.headers?.[SECRET_HEADER] === again.secret)).toBe(true);
  });

  it('keeps the reason when the sandbox cannot be reached, without throwing', async () => {
    const lost = webhookInbox();
    await registerWebhooks(sandboxApi({ url: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' }), receiver(), lost);
    expect(lost.registration).toEqual({ state: 'failed', url: receiver(), reason: expect.stringMatching(/fetch failed|ECONNREFUSED/) });
  });

  it('keeps the reason when the sandbox refuses the URL', async () => {
    const refused = webhookInbox();
    await registerWebhooks(sandboxApi(access()), 'http://10.0.0.1/webhooks', refused);
    expect(refused.registration).toEqual({ state: 'failed', url: 'http://10.0.0.1/webhooks', reason: expect.stringContaining('must use https') });
  });

  it('says so, and registers nothing, when the sandbox delivers no webhooks', async () => {
    const quiet = await start(false);
    try {
      const registration = ((await (await fetch(`${quiet.merchantUrl}/api/webhooks`)).json()) as Inbox).registration;
      expect(registration).toEqual({ state: 'off', reason: expect.stringContaining('SANDBOX_DELIVER_WEBHOOKS=false') });
      const { clientId, clientSecret } = quiet.sandbox.deps.config;
      expect(await sandboxApi({ url: quiet.sandbox.url, clientId, clientSecret }).webhooks()).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
