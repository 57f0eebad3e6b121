// Credentials and the Connect Token's scope, exactly as the interface's Authentication part says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../core/clock.js';
import { isFinal, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { useResolver } from '../webhooks/host-resolver.js';
import { fakeResolver } from '../webhooks/testing/fake-resolver.js';
import { signToken } from './tokens.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient();
  useResolver(s.sandbox.deps, fakeResolver({ 'hooks.merchant.com.br': ['93.184.215.14'] }));
  key = await s.apiKey();
});
afterAll(() => s.close());

const ok = { user: 'user-ok', password: 'password-ok' };
const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /auth and POST /connect_token', () => {
  it('gives an API Key that is a JWT with a numeric exp two hours ahead', async () => {
    const payload = decode(key);
    expect(typeof payload.exp).toBe('number');
    expect(Number(payload.exp) * 1000 - Date.now()).toBeGreaterThan(2 * 60 * 60 * 1000 - 60_000);
  });

  it('gives a Connect Token valid for 30 minutes', async () => {
    const token = await s.connectToken();
    expect(Number(decode(token).exp) * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
  });

  it.each([
    ['wrong secret', { clientId: 'sandbox-client-id', clientSecret: 'nope' }, 401],
    ['missing secret', { clientId: 'sandbox-client-id' }, 400],
  ])('rejects %s', async (_name, body, status) => {
    const r = await s.call('POST', '/auth', { body });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status, message: expect.any(String) });
  });

  it.each([
    ['missing', undefined, /Missing credential/],
    ['garbage', 'not-a-token', /not a valid token/],
    ['tampered', 'tamper', /invalid signature/],
  ])('answers 401 with a clear body for a %s credential', async (_name, token, message) => {
    const real = await s.apiKey();
    const value =
      token === 'tamper'
        ? real.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ ...decode(real), sub: 'other' })).toString('base64url')}.`)
        : token;
    const r = await s.call('GET', '/connectors', { token: value });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, message: expect.stringMatching(message) });
  });

  it('answers 401 for an expired API Key and an expired Connect Token', async () => {
    const secret = s.sandbox.deps.config.signingSecret;
    const past = Math.floor(Date.now() / 1000) - 10;
    for (const typ of ['api_key', 'connect_token'] as const) {
      const token = await signToken({ typ, sub: 'sandbox-client-id', jti: 'x', iat: past - 100, exp: past }, secret);
      const r = await s.call('GET', '/connectors', { token });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ message: expect.stringMatching(/expired/) });
    }
  });

  it('expires tokens after the configured lifetime', async () => {
    // A frozen clock on a whole second: tokens carry whole seconds, and on a moving clock a token
    // minted late in a second could expire before the first request reached the sandbox.
    const short = await sandboxClient({ connectTokenTtlMs: 1000, clock: createClock({ frozen: true, startAt: Date.UTC(2026, 0, 1) }) });
    try {
      const token = await short.connectToken();
      expect((await short.call('GET', '/connectors?sandbox=true', { token })).status).toBe(200);
      short.sandbox.deps.clock.advance(1100);
      expect((await short.call('GET', '/connectors?sandbox=true', { token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses to mint a Connect Token with a Connect Token, or for an unknown item', async () => {
    const token = await s.connectToken();
    expect((await s.call('POST', '/connect_token', { token, body: {} })).status).toBe(403);
    expect((await s.call('POST', '/connect_token', { token: key, body: { itemId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('Connect Token scope', () => {
  it('may create an item, read it, patch it and answer its MFA', async () => {
    const token = await s.connectToken();
    const created = await s.createItem(token, 3, ok);
    await s.waitForItem(token, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    expect((await s.call('POST', `/items/${created.id}/mfa`, { token, body: { token: '123456' } })).status).toBe(200);
    await s.waitForItem(token, created.id, isFinal);
    expect((await s.call('PATCH', `/items/${created.id}`, { token, body: {} })).status).toBe(200);
  });

  it('may read connectors', async () => {
    const token = await s.connectToken();
    expect((await s.call('GET', '/connectors?sandbox=true', { token })).status).toBe(200);
    expect((await s.call('GET', '/connectors/0', { token })).status).toBe(200);
  });

  it('cannot reach an item created with a different Connect Token (403)', async () => {
    const mine = await s.connectToken();
    const theirs = await s.connectToken();
    const created = await s.createItem(theirs, 0, ok);
    for (const [method, path, body] of [
      ['GET', `/items/${created.id}`, undefined],
      ['PATCH', `/items/${created.id}`, {}],
      ['POST', `/items/${created.id}/mfa`, { token: '1' }],
      ['GET', `/accounts?itemId=${created.id}`, undefined],
    ] as const) {
      const r = await s.call(method, path, { token: mine, body });
      expect([method, path, r.status]).toEqual([method, path, 403]);
    }
  });

  it('reaches the item it was minted for (update mode)', async () => {
    const created = await s.createItem(key, 0, ok);
    await s.waitForItem(key, created.id, isFinal);
    const token = await s.connectToken({ itemId: created.id });
    expect((await s.call('GET', `/items/${created.id}`, { token })).status).toBe(200);
    expect((await s.call('PATCH', `/items/${created.id}`, { token, body: {} })).status).toBe(200);
  });

  it('applies its options to every item it creates, over the browser-sent values', async () => {
    const token = await s.connectToken({
      options: {
        clientUserId: 'merchant-user-42',
        webhookUrl: 'https://hooks.merchant.com.br/hook',
        oauthRedirectUri: 'https://merchant.example/oauth',
      },
    });
    const a = await s.createItem(token, 0, ok, { clientUserId: 'spoofed' });
    const b = await s.createItem(token, 600, { cpf: '529.982.247-25' });
    for (const item of [a, b]) {
      expect(item).toMatchObject({
        clientUserId: 'merchant-user-42',
        webhookUrl: 'https://hooks.merchant.com.br/hook',
        oauthRedirectUri: 'https://merchant.example/oauth',
      });
    }
  });

  it('with avoidDuplicates returns the existing item for the same credentials', async () => {
    const token = await s.connectToken({ options: { avoidDuplicates: true } });
    const first = await s.createItem(token, 0, ok);
    const second = await s.createItem(token, 0, ok);
    const other = await s.createItem(token, 0, { ...ok, user: 'user-error' });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it.each([
    ['DELETE', '/items/ITEM'],
    ['GET', '/transactions?accountId=x'],
    ['GET', '/investments?itemId=ITEM'],
    ['GET', '/consents?itemId=ITEM'],
    ['GET', '/webhooks'],
    ['POST', '/webhooks'],
    ['GET', '/payments/requests'],
  ])('is forbidden (403) on %s %s', async (method, path) => {
    const token = await s.connectToken();
    const created = await s.createItem(token, 0, ok);
    const r = await s.call(method, path.replace('ITEM', created.id), {
      token,
      body: method === 'POST' ? { url: 'https://merchant.example/hook', event: 'all' } : undefined,
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 403, message: expect.stringMatching(/Connect Token/) });
  });

  it('lets an API Key delete an item, after which it is gone', async () => {
    const created = await s.createItem(key, 0, ok);
    expect((await s.call('DELETE', `/items/${created.id}`, { token: key })).status).toBe(200);
    expect((await s.call('GET', `/items/${created.id}`, { token: key })).status).toBe(404);
  });
});
