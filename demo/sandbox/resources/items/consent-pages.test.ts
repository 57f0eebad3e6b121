// The open-finance OAuth journey: CPF, consent page, authorize or deny, redirect, resume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinal, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  // The default consent time-out: the time-out test moves the clock past it instead of waiting.
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const VALID_CPF = '529.982.247-25';

async function decide(consentUrl: string, decision: 'authorized' | 'denied') {
  const page = await fetch(consentUrl);
  const html = await page.text();
  const state = new URL(consentUrl).searchParams.get('state') ?? '';
  return {
    html,
    page,
    answer: await fetch(new URL('/oauth/authorize', consentUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, decision }),
      redirect: 'manual',
    }),
  };
}

describe('open-finance connector 600', () => {
  it.each([
    ['authorized', 'UPDATED', 'SUCCESS'],
    ['denied', 'LOGIN_ERROR', 'USER_AUTHORIZATION_NOT_GRANTED'],
  ] as const)('%s at the consent page ends %s / %s and redirects to oauthRedirectUri', async (decision, status, executionStatus) => {
    const created = await s.createItem(key, 600, { cpf: VALID_CPF }, { oauthRedirectUri: 'https://merchant.example/back' });
    const { item } = await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    expect(item.parameter).toMatchObject({ name: 'oauth_code', type: 'oauth' });
    expect(item.parameter?.data).toMatch(new RegExp(`^${s.url}/oauth/authorize\\?state=`));
    const { html, page, answer } = await decide(item.parameter?.data ?? '', decision);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toContain('Authorize');
    expect(html).toContain('Deny');
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://merchant.example/back');
    expect(Object.fromEntries(location.searchParams)).toEqual({ itemId: created.id, outcome: decision });
    const done = await s.waitForItem(key, created.id, isFinal);
    expect(done.item).toMatchObject({ status, executionStatus });
    if (decision === 'authorized') expect(done.item.consentExpiresAt).toEqual(expect.any(String));
  });

  it('redirects to the sandbox callback page when the item has no oauthRedirectUri, and the link works once', async () => {
    const created = await s.createItem(key, 600, { cpf: VALID_CPF });
    const { item } = await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    const url = item.parameter?.data ?? '';
    const { answer } = await decide(url, 'authorized');
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith(`${s.url}/oauth/callback?`)).toBe(true);
    expect(await (await fetch(location)).text()).toContain('Authorization granted');
    const again = await decide(url, 'denied');
    expect(again.answer.status).toBe(400);
    expect((await s.waitForItem(key, created.id, isFinal)).item.executionStatus).toBe('SUCCESS');
  });

  it('rejects an invalid CPF with LOGIN_ERROR / INVALID_CREDENTIALS', async () => {
    const created = await s.createItem(key, 600, { cpf: '111.111.111-11' });
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item).toMatchObject({ status: 'LOGIN_ERROR', executionStatus: 'INVALID_CREDENTIALS' });
  });

  it('ends USER_INPUT_TIMEOUT when the user never finishes authorization', async () => {
    const created = await s.createItem(key, 600, { cpf: VALID_CPF });
    await s.waitForItem(key, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    s.sandbox.deps.clock.advance(s.sandbox.deps.config.userInputTimeoutMs);
    const { item } = await s.waitForItem(key, created.id, isFinal);
    expect(item).toMatchObject({ status: 'OUTDATED', executionStatus: 'USER_INPUT_TIMEOUT' });
  });

  it('answers an unknown or used consent link with an expired page', async () => {
    const r = await fetch(`${s.url}/oauth/authorize?state=nope`);
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('expired');
  });

  it('app approval can be denied on the approval page', async () => {
    // The app approves by itself six steps after it asks: with steps that never end by themselves,
    // the clock is moved to the question and the user answers first, however loaded the machine.
    const stepMs = 60_000;
    const slow = await sandboxClient({ stepMs });
    try {
      const slowKey = await slow.apiKey();
      const created = await slow.createItem(slowKey, 6, { user: 'user-ok', password: 'password-ok' });
      slow.sandbox.deps.clock.advance(2 * stepMs);
      const { item } = await slow.waitForItem(slowKey, created.id, (i) => i.status === 'WAITING_USER_ACTION', 10_000);
      const approvalUrl = String(item.userAction?.attributes?.approvalUrl ?? '');
      const { answer } = await decide(approvalUrl, 'denied');
      expect(answer.status).toBe(303);
      const done = await slow.waitForItem(slowKey, created.id, isFinal, 10_000);
      expect(done.item).toMatchObject({ status: 'LOGIN_ERROR', executionStatus: 'USER_AUTHORIZATION_NOT_GRANTED' });
    } finally {
      await slow.close();
    }
  });
});
