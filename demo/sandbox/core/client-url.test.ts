// Redirect and callback URLs: refused at once when they are no https URL (http only on this machine), on every route that takes one; an item's webhookUrl follows the webhooks' rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../../src/api/schemas/index.js';
import { useResolver } from '../resources/webhooks/host-resolver.js';
import { fakeResolver } from '../resources/webhooks/testing/fake-resolver.js';
import { sandboxClient, type SandboxKit } from '../testing/sandbox-kit.js';
import { clientUrlProblem } from './client-url.js';

const VALID_CPF = '529.982.247-25';

describe('clientUrlProblem', () => {
  it.each([
    ['https://merchant.example/oauth', null],
    ['https://10.0.0.8:8443/cb', null],
    ['http://localhost:5173/oauth-callback.html', null],
    ['http://127.0.0.1:8788/oauth-callback.html', null],
    ['http://[::1]:8788/cb', null],
    ['HTTP://LOCALHOST/cb', null],
    ['not a url', /absolute URL/],
    ['/relative/path', /absolute URL/],
    ['', /absolute URL/],
    ['javascript:alert(1)', /https/],
    ['data:text/html,<script>alert(1)</script>', /https/],
    ['http://merchant.example/cb', /https/],
    ['http://localhost.merchant.example/cb', /https/],
    ['http://127.0.0.2/cb', /https/],
    ['ftp://merchant.example/cb', /https/],
  ])('%s → %s', (url, expected) => {
    const problem = clientUrlProblem(url);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

let s: SandboxKit;
let key: string;
let token: string;
beforeAll(async () => {
  s = await sandboxClient();
  useResolver(s.sandbox.deps, fakeResolver({ 'merchant.com.br': ['93.184.215.14'], 'intranet.merchant.com.br': ['10.0.0.8'] }));
  key = await s.apiKey();
  token = await s.connectToken();
});
afterAll(() => s.close());

const ITEM = { connectorId: 600, parameters: { cpf: VALID_CPF } };
const HOSTILE = ['not a url', 'javascript:alert(1)', 'http://merchant.example/cb'];

describe('every route that stores a URL a client sends', () => {
  /** [route, field the error names, the body with that URL, who sends it] */
  const cases: [string, string, (url: string) => Record<string, unknown>, 'token' | 'key'][] = [
    ['POST /items', 'oauthRedirectUri', (url) => ({ ...ITEM, oauthRedirectUri: url }), 'token'],
    ['POST /connect_token', 'options.oauthRedirectUri', (url) => ({ options: { oauthRedirectUri: url } }), 'key'],
    ['POST /payments/requests', 'callbackUrls.success', (url) => ({ amount: 10, callbackUrls: { success: url } }), 'key'],
    ['POST /payments/requests/pix-qr', 'callbackUrls.error', (url) => ({ pixQrCode: 'x', callbackUrls: { error: url } }), 'key'],
    ['POST /payments/requests/automatic-pix', 'callbackUrls.pending', (url) => ({ fixedAmount: 10, callbackUrls: { pending: url } }), 'key'],
    [
      'POST /smart-transfers/preauthorizations',
      'callbackUrls.success',
      (url) => ({ connectorId: 600, parameters: { cpf: VALID_CPF }, recipientIds: [], callbackUrls: { success: url } }),
      'key',
    ],
  ];

  it.each(cases.flatMap(([route, field, body, who]) => HOSTILE.map((url) => [route, field, url, body, who] as const)))(
    '%s refuses %s = %j with 400 naming it',
    async (route, field, url, body, who) => {
      const [method = '', path = ''] = route.split(' ');
      const r = await s.call(method, path, { token: who === 'token' ? token : key, body: body(url) });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 400, message: expect.stringContaining(`${field}: must be`) });
    },
  );

  const REFUSED_HOOKS = [
    ['not a url', 'must be an absolute URL'],
    ['javascript:alert(1)', 'must use https'],
    ['http://localhost:8080/hook', 'must use https'],
    ['https://127.0.0.1/hook', 'host must be a domain name, not an IP address'],
    ['https://merchant.example/hook', 'host must be publicly resolvable; .example names are not'],
    ['https://intranet.merchant.com.br/hook', 'host intranet.merchant.com.br resolves to 10.0.0.8, a private address'],
  ] as const;

  it.each(REFUSED_HOOKS)("POST /items takes a webhookUrl by the webhooks' rules: %s is refused with 400 naming it", async (url, reason) => {
    const r = await s.call('POST', '/items', { token, body: { ...ITEM, webhookUrl: url } });
    expect(r).toMatchObject({ status: 400, body: { code: 400, message: `Invalid request body: webhookUrl: ${reason}` } });
  });

  it.each(REFUSED_HOOKS)(
    "POST /connect_token takes options.webhookUrl by the webhooks' rules: %s is refused with 400 naming it",
    async (url, reason) => {
      const r = await s.call('POST', '/connect_token', { token: key, body: { options: { webhookUrl: url } } });
      expect(r).toMatchObject({ status: 400, body: { code: 400, message: `Invalid request body: options.webhookUrl: ${reason}` } });
    },
  );

  it('POST /connect_token keeps a webhookUrl that resolves to a public address', async () => {
    const r = await s.call('POST', '/connect_token', { token: key, body: { options: { webhookUrl: 'https://merchant.com.br/hook' } } });
    expect(r.status).toBe(200);
  });

  it("PATCH /items/{id} takes a webhookUrl by the webhooks' rules and keeps the stored one when refusing", async () => {
    const item = await s.createItem(token, 600, { cpf: VALID_CPF }, { webhookUrl: 'https://merchant.com.br/hook' });
    expect(item.webhookUrl).toBe('https://merchant.com.br/hook');
    await s.waitForItem(token, item.id, (i) => i.status === 'WAITING_USER_INPUT');
    for (const url of ['javascript:alert(1)', 'http://127.0.0.1:8080/hook', 'https://intranet.merchant.com.br/hook']) {
      const r = await s.call('PATCH', `/items/${item.id}`, { token, body: { webhookUrl: url } });
      expect(r.status).toBe(400);
    }
    expect((await s.call<Item>('GET', `/items/${item.id}`, { token })).body.webhookUrl).toBe('https://merchant.com.br/hook');
  });

  it('stores an https URL, or http on this machine, and the consent page sends the user there', async () => {
    for (const url of ['https://merchant.example/back', 'http://127.0.0.1:8788/oauth-callback.html']) {
      const item = await s.createItem(token, 600, { cpf: VALID_CPF }, { oauthRedirectUri: url });
      expect(item.oauthRedirectUri).toBe(url);
      const { item: waiting } = await s.waitForItem(token, item.id, (i) => i.status === 'WAITING_USER_INPUT');
      const state = new URL(String(waiting.parameter?.data)).searchParams.get('state') ?? '';
      const r = await fetch(`${s.url}/oauth/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ state, decision: 'authorized' }),
        redirect: 'manual',
      });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`${url}?itemId=${item.id}&outcome=authorized`);
    }
  });

  it("sends the user to the sandbox's own callback page when a stored redirect is no acceptable URL", async () => {
    const item = await s.createItem(token, 600, { cpf: VALID_CPF });
    const { item: waiting } = await s.waitForItem(token, item.id, (i) => i.status === 'WAITING_USER_INPUT');
    const stored = s.sandbox.deps.store.collection('items').get(item.id);
    if (!stored) throw new Error('the item is missing');
    stored.item = { ...stored.item, oauthRedirectUri: 'javascript:alert(1)' };
    const state = new URL(String(waiting.parameter?.data)).searchParams.get('state') ?? '';
    const r = await fetch(`${s.url}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ state, decision: 'denied' }),
      redirect: 'manual',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(`${s.url}/oauth/callback?itemId=${item.id}&outcome=denied`);
  });
});
