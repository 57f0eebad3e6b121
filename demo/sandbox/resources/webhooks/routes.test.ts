// Webhooks over real HTTP: URL rules by name and by what the name resolves to, the development allowlist, PATCH semantics, scope.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from '../../../../src/api/schemas/index.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { useResolver } from './host-resolver.js';
import { webhooksOf } from './stored-webhook.js';
import { fakeResolver } from './testing/fake-resolver.js';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

let s: SandboxKit;
let key: string;
const resolver = fakeResolver({
  'hooks.example.com': [PUBLIC_V4, PUBLIC_V6],
  'bücher.com.br': [PUBLIC_V4],
  'xn--bcher-kva.com.br': [PUBLIC_V4],
  'api.merchant.com.br': [PUBLIC_V4],
  'other.example.com': [PUBLIC_V4],
});

beforeAll(async () => {
  s = await sandboxClient({ webhookAllowHosts: ['127.0.0.1', 'receiver.test'] });
  useResolver(s.sandbox.deps, resolver);
  key = await s.apiKey();
});
afterAll(() => s.close());
afterEach(() => {
  for (const w of [...webhooksOf(s.sandbox.deps.store).scan()]) webhooksOf(s.sandbox.deps.store).delete(w.id);
});

const create = (body: Record<string, unknown>) => s.call<Record<string, unknown>>('POST', '/webhooks', { token: key, body });

describe('POST /webhooks url rules by name', () => {
  it.each([
    ['a public https domain', 'https://hooks.example.com/pluggy'],
    ['an internationalized domain', 'https://bücher.com.br/hook'],
    ['a port and a query', 'https://api.merchant.com.br:8443/hooks?source=ponte'],
    ['a name that cannot be resolved now (offline), judged again at each delivery', 'https://not-yet-published.com.br/hook'],
  ])('accepts %s with 200', async (_label, url) => {
    const r = await create({ url, event: 'all' });
    expect(r.status).toBe(200);
    expect(Webhook.safeParse(r.body).success).toBe(true);
    expect(r.body).toMatchObject({ event: 'all', disabledAt: null });
  });

  it.each([
    ['plain http', 'http://hooks.example.com/pluggy', /https/],
    ['an IPv4 literal', 'https://203.0.113.10/hook', /IP address/],
    ['a loopback IPv4 literal not on the allowlist', 'https://127.0.0.2/hook', /IP address/],
    ['an IPv4 literal in decimal form', 'https://2130706434/hook', /IP address/],
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
    expect(r.body).toMatchObject({ code: 400, message: expect.stringMatching(/^Invalid request body: url: /) });
    expect(String(r.body.message)).toMatch(message);
  });

  it('rejects an unknown event and a header that cannot be sent', async () => {
    expect((await create({ url: 'https://hooks.example.com/a', event: 'item/exploded' })).status).toBe(400);
    const bad = await create({ url: 'https://hooks.example.com/a', event: 'all', headers: { 'X-Ok': 'a\r\nInjected: 1' } });
    expect(bad.status).toBe(400);
  });
});

describe('POST /webhooks url rules by what the name resolves to', () => {
  it.each([
    ['loopback IPv4', '127.0.0.1', 'a loopback address'],
    ['loopback IPv6', '::1', 'a loopback address'],
    ['private 10/8', '10.0.0.8', 'a private address'],
    ['private 172.16/12', '172.20.1.1', 'a private address'],
    ['private 192.168/16', '192.168.0.10', 'a private address'],
    ['unique local IPv6', 'fd12:3456::1', 'a private (unique local) address'],
    ['link-local IPv4 (cloud metadata)', '169.254.169.254', 'a link-local address'],
    ['link-local IPv6', 'fe80::1', 'a link-local address'],
    ['carrier-grade NAT', '100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['"this network"', '0.0.0.0', 'a "this network" address'],
    ['multicast', '239.1.1.1', 'a multicast address'],
    ['reserved 240/4', '250.1.2.3', 'a reserved address'],
    ['IPv4 documentation', '192.0.2.7', 'a documentation address'],
    ['IPv6 documentation', '2001:db8::1', 'a documentation address'],
    ['IPv4-mapped IPv6 loopback', '::ffff:127.0.0.1', 'a loopback address (IPv4-mapped 127.0.0.1)'],
    ['IPv4-mapped IPv6 private, in hex', '::ffff:a00:1', 'a private address (IPv4-mapped 10.0.0.1)'],
    ['NAT64 of a private address', '64:ff9b::c0a8:1', 'a private address (NAT64 192.168.0.1)'],
    ['6to4 of a loopback address', '2002:7f00:1::1', 'a loopback address (6to4 127.0.0.1)'],
  ])('refuses a name resolving to %s with 400 naming the address', async (_label, address, kind) => {
    resolver.answer('inside.example.com', address);
    const r = await create({ url: 'https://inside.example.com/hook', event: 'all' });
    expect(r).toMatchObject({
      status: 400,
      body: { code: 400, message: `Invalid request body: url: host inside.example.com resolves to ${address}, ${kind}` },
    });
  });

  it('refuses a name with one private address among public ones', async () => {
    resolver.answer('mixed.example.com', PUBLIC_V4, '10.1.2.3');
    expect((await create({ url: 'https://mixed.example.com/hook', event: 'all' })).status).toBe(400);
  });

  it('resolves the name again when PATCH changes the URL', async () => {
    const made = (await create({ url: 'https://hooks.example.com/p', event: 'all' })).body;
    resolver.answer('moved.example.com', '192.168.1.1');
    const r = await s.call('PATCH', `/webhooks/${String(made.id)}`, { token: key, body: { url: 'https://moved.example.com/p' } });
    expect(r.status).toBe(400);
    expect((await s.call('GET', `/webhooks/${String(made.id)}`, { token: key })).body).toMatchObject({ url: 'https://hooks.example.com/p' });
  });
});

describe('the development allowlist (SANDBOX_WEBHOOK_ALLOW_HOSTS)', () => {
  it.each([
    ['http to an allowed address', 'http://127.0.0.1:8123/hooks'],
    ['https to an allowed address', 'https://127.0.0.1/hooks'],
    ['an allowed special-use name, unresolved', 'http://receiver.test:9000/hooks'],
  ])('accepts %s', async (_label, url) => {
    expect((await create({ url, event: 'all' })).status).toBe(200);
  });

  it.each([
    ['a host it does not list', 'http://localhost:8123/hooks'],
    ['another loopback address', 'http://127.0.0.2/hooks'],
    ['a scheme other than http(s)', 'ftp://127.0.0.1/hooks'],
  ])('still refuses %s', async (_label, url) => {
    expect((await create({ url, event: 'all' })).status).toBe(400);
  });

  it('is not widened by a public name that resolves to an allowed address', async () => {
    resolver.answer('sneaky.example.com', '127.0.0.1');
    expect((await create({ url: 'https://sneaky.example.com/hooks', event: 'all' })).status).toBe(400);
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

  it('answers 404 to a PATCH of a webhook that is not there, before judging its body', async () => {
    const r = await s.call('PATCH', '/webhooks/00000000-0000-4000-8000-000000000000', { token: key, body: { url: 'http://nope' } });
    expect(r.status).toBe(404);
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
