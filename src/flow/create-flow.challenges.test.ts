// Flow journeys over HTTP through every challenge of the sandbox: MFA, image, select, app, OAuth.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { decideAtInstitution, flowKit, memoryResumeStore, openForm, serialized } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

const CPF = '529.982.247-25';
const USER_OK = { user: 'user-ok', password: 'password-ok' };

let s: StartedSandbox;
/** Slower steps, so the app-approval wait lasts long enough to be seen and answered. */
let slow: StartedSandbox;
/** Questions time out almost at once. */
let hurried: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  [s, slow, hurried] = await Promise.all([startSandbox(), startSandbox({ stepMs: 100 }), startSandbox({ stepMs: 5, userInputTimeoutMs: 400 })]);
});
afterEach(() => kit?.flow.dispose());
afterAll(() => Promise.all([s.close(), slow.close(), hurried.close()]));

const named = (k: FlowKit) => k.events.filter((e) => e.event !== 'ITEM_RESPONSE' && e.event !== 'STEP_CHANGED').map((e) => e.event);

describe('MFA', () => {
  it('one step (connector 1): the token is asked on the form itself', async () => {
    kit = await flowKit(s);
    await openForm(kit, 1);
    const form = kit.flow.state.value;
    expect(form.step === 'credentials' && form.fields.map((f) => [f.name, f.mfa ?? false])).toEqual([
      ['user', false],
      ['password', false],
      ['token', true],
    ]);
    kit.fill({ ...USER_OK, token: '123456' });
    await kit.flow.submitCredentials();
    await kit.until('success');
    expect(named(kit)).toContain('LOGIN_MFA_SUCCESS');
    expect(serialized(kit.events)).not.toContain('123456');
  });

  it('one step with a wrong token returns to the form with the token and password cleared', async () => {
    kit = await flowKit(s);
    await openForm(kit, 1);
    kit.fill({ ...USER_OK, token: '654321' });
    await kit.flow.submitCredentials();
    await kit.until('connecting');
    const form = await kit.until('credentials');
    expect(form.errors.form?.code).toBe('INVALID_CREDENTIALS_MFA');
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
  });

  it.each([
    [3, 'token', 'number', '123456'],
    [4, 'captcha', 'image', '123456'],
    [5, 'security_phrase', 'select', '123456'],
  ])('a second step (connector %i) asks %s (%s), counts down, and connects', async (connectorId, name, type, answer) => {
    kit = await flowKit(s);
    await openForm(kit, connectorId);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const mfa = await kit.until('mfa');
    expect(mfa.parameter).toMatchObject({ name, type });
    if (type === 'image') expect(mfa.parameter.data).toMatch(/^data:image\/png;base64,/);
    if (type === 'select') expect(mfa.parameter.options?.map((o) => o.label)).toContain('Blue lighthouse');
    expect(kit.flow.secondsLeft.value).toBeGreaterThan(200);

    // Checked before sending: a select answer must be one of its options.
    kit.fill({ [name]: type === 'select' ? 'not-an-option' : '12' });
    await kit.flow.submitMfa();
    expect(kit.flow.state.value).toMatchObject({ step: 'mfa', errors: { fields: { [name]: expect.any(String) } } });

    kit.fill({ [name]: answer });
    await kit.flow.submitMfa();
    await kit.until('success');
    expect(kit.flow.secondsLeft.value).toBeNull();
    expect(named(kit)).toEqual([
      'SEARCH_INSTITUTION',
      'SELECTED_INSTITUTION',
      'SUBMITTED_CONSENT',
      'SUBMITTED_LOGIN',
      'SUBMITTED_MFA',
      'LOGIN_MFA_SUCCESS',
      'LOGIN_STEP_COMPLETED',
    ]);
    expect(kit.steps()).toEqual(['search', 'consent', 'credentials', 'connecting', 'mfa', 'connecting', 'success']);
    const text = serialized(kit.events);
    for (const typed of [...Object.values(USER_OK), answer]) expect(text).not.toContain(typed);
  });

  it('a wrong second-step answer returns to the form', async () => {
    kit = await flowKit(s);
    await openForm(kit, 3);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    await kit.until('mfa');
    kit.fill({ token: '000000' });
    await kit.flow.submitMfa();
    const form = await kit.until('credentials');
    expect(form.errors.form?.code).toBe('INVALID_CREDENTIALS_MFA');
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
  });

  it('going back from a question opens the form with what was typed, and sending it asks again on a new item', async () => {
    kit = await flowKit(s);
    await openForm(kit, 3);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const left = await kit.until('mfa');
    expect(kit.flow.canGoBack.value).toBe(true);
    kit.flow.back();
    await kit.until('credentials');
    expect(kit.flow.secondsLeft.value).toBeNull();
    expect(kit.flow.values.value).toEqual(USER_OK);
    await kit.flow.submitCredentials();
    const again = await kit.until('mfa');
    // The item left waiting would refuse an update while it runs: the new sign-in is a new item.
    expect(again.item.id).not.toBe(left.item.id);
    kit.fill({ token: '123456' });
    await kit.flow.submitMfa();
    await kit.until('success');
    expect(kit.errors).toEqual([]);
  });

  it('an unanswered question ends user-input-timeout when its time runs out', async () => {
    kit = await flowKit(hurried);
    await openForm(kit, 3);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    await kit.until('mfa');
    const ended = await kit.until('error');
    expect(ended).toMatchObject({ kind: 'user-input-timeout', code: 'USER_INPUT_TIMEOUT', canRetry: true });
    expect(kit.errors).toEqual([expect.objectContaining({ code: 'USER_INPUT_TIMEOUT' })]);
    expect(kit.flow.secondsLeft.value).toBeNull();

    // Retry runs the login again, which asks again.
    await kit.flow.retry();
    await kit.until('mfa');
  });
});

describe('app approval (connector 6)', () => {
  it('shows the instructions and approval link, keeps polling, and connects once approved', async () => {
    kit = await flowKit(slow);
    await openForm(kit, 6);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const waiting = await kit.until('user-action');
    expect(waiting.instructions).toMatch(/approve/);
    expect(waiting.approvalUrl).toMatch(/\/oauth\/authorize\?state=/);
    expect(waiting.expiresAt).toEqual(expect.any(String));
    expect(kit.flow.secondsLeft.value).toBeGreaterThan(0);
    await decideAtInstitution(waiting.approvalUrl ?? '', 'authorized');
    await kit.until('success', undefined, 10_000);
    expect(named(kit)).toContain('LOGIN_MFA_SUCCESS');
  });
});

describe('OAuth (connector 600)', () => {
  async function toConsent(k: FlowKit) {
    await openForm(k, 600);
    k.fill({ cpf: '52998224725' });
    expect(k.flow.values.value).toEqual({ cpf: CPF });
    await k.flow.submitCredentials();
    return k.until('oauth');
  }

  it.each([
    ['authorized', 'success'],
    ['denied', 'error'],
  ] as const)('%s in the popup ends on %s', async (decision, end) => {
    const opened: string[] = [];
    const popup = {
      closed: false,
      close: () => {
        popup.closed = true;
      },
    };
    kit = await flowKit(
      s,
      {},
      {
        deps: {
          openWindow: (url) => {
            opened.push(url);
            return popup;
          },
        },
      },
    );
    const oauth = await toConsent(kit);
    expect(oauth.popup).toBe('idle');
    expect(kit.flow.secondsLeft.value).toBeGreaterThan(0);
    kit.flow.openOAuth();
    expect(opened).toEqual([oauth.url]);
    expect(kit.flow.state.value).toMatchObject({ step: 'oauth', popup: 'open' });

    const callback = await decideAtInstitution(oauth.url, decision);
    expect(callback.searchParams.get('outcome')).toBe(decision);
    popup.closed = true; // the callback page closes itself
    kit.flow.oauthReturned(decision);
    const done = await kit.until(end);
    if (done.step === 'error') {
      expect(done).toMatchObject({ kind: 'consent-denied', code: 'CONSENT_DENIED' });
      expect(kit.errors).toEqual([expect.objectContaining({ code: 'CONSENT_DENIED' })]);
    } else {
      expect(kit.successes).toHaveLength(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 600)); // the popup watch's next look
    const events = named(kit);
    expect(events.indexOf('OAUTH_OPENED')).toBeGreaterThan(events.indexOf('SUBMITTED_LOGIN'));
    expect(events).toContain('OAUTH_CLOSED');
    expect(serialized(kit.events)).not.toContain('52998224725');
    expect(serialized(kit.events)).not.toContain(CPF);
  });

  it('a blocked popup redirects, saves only ids, and the return resumes the item', async () => {
    const store = memoryResumeStore();
    const redirects: string[] = [];
    kit = await flowKit(s, {}, { deps: { openWindow: () => null, redirect: (url) => redirects.push(url), resumeStore: store } });
    const oauth = await toConsent(kit);
    kit.flow.openOAuth();
    expect(kit.flow.state.value).toMatchObject({ step: 'oauth', popup: 'blocked' });
    expect(redirects).toEqual([oauth.url]);
    expect(store.history).toEqual([{ itemId: oauth.item.id, connectorId: 600 }]);
    expect(JSON.stringify(store.history)).not.toContain('52998224725');
    expect(named(kit)).toContain('POPUP_BLOCKED');
    kit.flow.dispose();

    // The page left for the bank; the user authorizes there and comes back to a fresh page,
    // whose token can still reach the item.
    await decideAtInstitution(oauth.url, 'authorized');
    kit = await flowKit(s, {}, { token: kit.token(), deps: { resumeStore: store } });
    await kit.flow.start();
    const done = await kit.until('success');
    expect(done.item.id).toBe(oauth.item.id);
    expect(kit.steps()).not.toContain('search');
    expect(store.load()).toBeNull();
  });
});
