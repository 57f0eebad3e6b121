// Flow journeys over HTTP against the sandbox: search, consent, form, sync, and their outcomes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm, serialized } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';
import { FIELD_ERRORS } from './validation/field-errors.js';

/** A connector whose pattern the widget does not run (nested quantifier): only the server checks it. */
const PATTERN_BANK = {
  flow: 'basic',
  connector: {
    id: 9001,
    name: 'Sandbox Pattern Bank',
    type: 'PERSONAL_BANK',
    country: 'BR',
    isSandbox: true,
    health: { status: 'ONLINE', stage: null },
    products: ['ACCOUNTS'],
    credentials: [
      { name: 'user', label: 'User', type: 'text', validation: '^(user|ok|-)+$', validationMessage: 'Only user, ok and dashes.' },
      { name: 'password', label: 'Password', type: 'password' },
    ],
  },
};

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox({ extraConnectors: [PATTERN_BANK] });
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

const USER_OK = { user: 'user-ok', password: 'password-ok' };

describe('search', () => {
  it('loads connectors, searches without accents, and refuses an OFFLINE connector', async () => {
    kit = await flowKit(s, {}, {});
    const { flow } = kit;
    expect(flow.search.loading.value).toBe(true);
    await flow.start();
    expect(flow.state.value.step).toBe('search');
    expect(flow.search.loading.value).toBe(false);
    flow.setQuery('itau');
    expect(flow.search.results.value.some((c) => c.name === 'Itaú')).toBe(true);
    flow.setQuery('itau');
    expect(kit.events.filter((e) => e.event === 'SEARCH_INSTITUTION')).toHaveLength(1);
    flow.setQuery('sandbox offline');
    const offline = flow.search.results.value[0];
    expect(offline?.health?.status).toBe('OFFLINE');
    flow.moveActive('first');
    expect(flow.search.activeIndex.value).toBe(0);
    flow.selectConnector(offline?.id ?? -1);
    expect(flow.state.value.step).toBe('search');
    expect(kit.events.some((e) => e.event === 'SELECTED_INSTITUTION')).toBe(false);
  });

  it('goes back from the form to consent and from consent to search, keeping what was typed', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-ok' });
    kit.flow.back();
    expect(kit.flow.state.value.step).toBe('consent');
    kit.flow.back();
    expect(kit.flow.state.value.step).toBe('search');
    kit.flow.selectConnector(0);
    kit.flow.acceptConsent();
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
  });

  it('with selectedConnectorId opens on consent', async () => {
    kit = await flowKit(s, { selectedConnectorId: 600, openFinanceParameters: { cpf: '52998224725' } });
    await kit.flow.start();
    expect(kit.flow.state.value).toMatchObject({ step: 'consent', connector: { id: 600 } });
    kit.flow.acceptConsent();
    // The host's CPF is prefilled, masked.
    expect(kit.flow.values.value).toEqual({ cpf: '529.982.247-25' });
    expect(kit.steps()).toEqual(['consent', 'credentials']);
  });
});

describe('a connection', () => {
  it('user-ok: success, onSuccess once, events in order, and no credential in any event', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    expect(done.failedProducts).toEqual([]);
    expect(done.item.status).toBe('UPDATED');
    expect(kit.successes).toEqual([{ item: done.item }]);
    expect(kit.errors).toEqual([]);
    expect(kit.flow.values.value).toEqual({});

    const named = kit.events.filter((e) => e.event !== 'ITEM_RESPONSE').map((e) => (e.event === 'STEP_CHANGED' ? `step:${e.step}` : e.event));
    expect(named).toEqual([
      'step:search',
      'SEARCH_INSTITUTION',
      'SELECTED_INSTITUTION',
      'step:consent',
      'SUBMITTED_CONSENT',
      'step:credentials',
      'SUBMITTED_LOGIN',
      'step:connecting',
      'LOGIN_SUCCESS',
      'LOGIN_STEP_COMPLETED',
      'step:success',
    ]);
    const responses = kit.events.filter((e) => e.event === 'ITEM_RESPONSE');
    expect(responses.length).toBeGreaterThan(1);
    expect(responses.every((e) => e.itemId === done.item.id && e.itemStatus && e.executionStatus)).toBe(true);
    expect(responses[responses.length - 1]).toMatchObject({ itemStatus: 'UPDATED', executionStatus: 'SUCCESS' });
    const text = serialized(kit.events);
    for (const typed of Object.values(USER_OK)) expect(text).not.toContain(typed);
    // Each event says where the user was, and the item once the login created it.
    const where = kit.events.map(({ event, step, itemId }) => [event, step, itemId === done.item.id]);
    expect(where).toContainEqual(['SELECTED_INSTITUTION', 'search', false]);
    expect(where).toContainEqual(['SUBMITTED_LOGIN', 'credentials', false]);
    expect(where).toContainEqual(['LOGIN_SUCCESS', 'connecting', true]);
    expect(where.at(-1)).toEqual(['STEP_CHANGED', 'success', true]);

    // Then the accounts found, read with the Connect Token's reduced access.
    const withAccounts = await kit.until('success', (st) => st.accounts !== undefined);
    expect(withAccounts.accounts?.length).toBeGreaterThan(0);
    expect(withAccounts.accounts?.every((a) => a.name.length > 0)).toBe(true);
  });

  it('user-ok-account-error: partial success names the products that failed', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-ok-account-error', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    expect(done.item.executionStatus).toBe('PARTIAL_SUCCESS');
    expect(done.failedProducts).toEqual(['ACCOUNTS', 'TRANSACTIONS']);
    expect(kit.successes).toHaveLength(1);
  });

  it('a wrong password returns to the form with the error, the user kept and the password cleared', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-ok', password: 'wrong-password' });
    await kit.flow.submitCredentials();
    await kit.until('connecting');
    const form = await kit.until('credentials');
    expect(form.errors.form).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(form.submitting).toBe(false);
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
    expect(kit.errors).toEqual([]);
    expect(serialized(kit.events)).not.toContain('wrong-password');

    // The second try updates the same item and connects.
    const failedItemId = kit.events.find((e) => e.event === 'ITEM_RESPONSE')?.itemId;
    kit.fill({ password: 'password-ok' });
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    expect(done.item.id).toBe(failedItemId);
  });

  it('checks fields on blur and on submit, with the connector message, before sending anything', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ password: 'abc' });
    kit.flow.validateField('password');
    // Leaving an empty field says nothing yet: only the submit asks for it.
    kit.flow.validateField('user');
    expect(kit.flow.state.value).toMatchObject({ errors: { fields: { password: 'Password must have at least 6 characters.' } } });
    expect(kit.flow.state.value).not.toMatchObject({ errors: { fields: { user: expect.anything() } } });
    await kit.flow.submitCredentials();
    expect(kit.flow.state.value).toMatchObject({
      step: 'credentials',
      errors: { fields: { user: FIELD_ERRORS.required, password: 'Password must have at least 6 characters.' } },
    });
    expect(kit.events.some((e) => e.event === 'SUBMITTED_LOGIN')).toBe(false);
    kit.fill({ password: 'abcdefg' });
    expect(kit.flow.state.value).toMatchObject({ errors: { fields: { user: FIELD_ERRORS.required } } });
  });

  it('a 400 from the server lands on its field, with nothing typed lost', async () => {
    kit = await flowKit(s);
    await openForm(kit, 9001);
    kit.fill({ user: 'user-ok!', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const form = await kit.until('credentials', (state) => !state.submitting);
    expect(form.errors.fields).toEqual({ user: 'Only user, ok and dashes.' });
    expect(kit.flow.values.value).toEqual({ user: 'user-ok!', password: 'password-ok' });
    expect(kit.errors).toEqual([]);
  });
});

describe('leaving', () => {
  it('dispose stops polling: no callback and no event afterwards', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    expect(kit.flow.state.value.step).toBe('connecting');
    kit.flow.dispose();
    const count = kit.events.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.events).toHaveLength(count);
    expect(kit.successes).toEqual([]);
    expect(kit.flow.state.value.step).toBe('connecting');
  });

  it('a saved resume state this token cannot reach starts over with search, and is cleared', async () => {
    const other = await flowKit(s);
    await openForm(other, 0);
    other.fill(USER_OK);
    await other.flow.submitCredentials();
    const { item } = await other.until('success');
    other.flow.dispose();

    const saved = { itemId: item.id, connectorId: 0 };
    let stored: unknown = saved;
    kit = await flowKit(
      s,
      {},
      {
        deps: {
          resumeStore: {
            save: () => {},
            load: () => stored as typeof saved | null,
            clear: () => {
              stored = null;
            },
          },
        },
      },
    );
    await kit.flow.start();
    expect(kit.flow.state.value.step).toBe('search');
    expect(stored).toBeNull();
  });
});

describe('error ends', () => {
  it.each([
    ['user-unavailable', 'SITE_NOT_AVAILABLE'],
    ['user-error', 'ERROR'],
    ['user-connection-error', 'CONNECTION_ERROR'],
  ])('%s ends outdated (%s); retry runs the sync again', async (user, executionStatus) => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user, password: 'password-ok' });
    await kit.flow.submitCredentials();
    const ended = await kit.until('error');
    expect(ended).toMatchObject({ kind: 'outdated', code: 'ITEM_ERROR', canRetry: true, item: { executionStatus } });
    expect(kit.errors).toHaveLength(1);
    expect(kit.errors[0]).toMatchObject({ code: 'ITEM_ERROR', data: { item: { id: ended.item?.id, status: 'OUTDATED' } } });
    expect(kit.events.filter((e) => e.event === 'ERROR')).toEqual([expect.objectContaining({ errorCode: 'ITEM_ERROR' })]);

    const retried = kit.flow.retry();
    expect(kit.flow.state.value.step).toBe('connecting');
    await retried;
    const again = await kit.until('error', (state) => state.item?.updatedAt !== ended.item?.updatedAt);
    expect(again).toMatchObject({ kind: 'outdated', item: { id: ended.item?.id, executionStatus } });
    expect(kit.errors).toHaveLength(2);

    // Back offers the form again, values kept.
    kit.flow.back();
    expect(kit.flow.state.value.step).toBe('credentials');
    expect(kit.flow.values.value).toMatchObject({ user });
  });

  it('user-account-need-actions shows the institution message, with no retry', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-account-need-actions', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const ended = await kit.until('error');
    expect(ended).toMatchObject({ kind: 'account-needs-action', canRetry: false });
    expect(ended.providerMessage).toMatch(/aceite os novos termos/);
    expect(kit.errors).toHaveLength(1);
  });

  it('user-auth-pending ends authorization-pending', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-auth-pending', password: 'password-ok' });
    await kit.flow.submitCredentials();
    expect(await kit.until('error')).toMatchObject({ kind: 'authorization-pending', code: 'ITEM_ERROR', canRetry: true });
    expect(kit.errors).toEqual([expect.objectContaining({ code: 'ITEM_ERROR' })]);
  });
});
