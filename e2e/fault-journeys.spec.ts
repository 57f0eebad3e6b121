// Faults as an end user meets them: the network drops, answers are lost, slowed or rate limited, the OAuth window is closed, a button is clicked twice.
import type { Page, Route } from '@playwright/test';
import { type SandboxKit, sandboxClient } from '../demo/sandbox/testing/sandbox-kit.js';
import { CONNECTORS, delayed, followTraffic, ITEM, ITEMS, routeRequests, type Traffic } from './fault-network.js';
import { DEFAULT_POLL_POLICY } from '../src/flow/poll-item.js';
import { SANDBOX_URL } from './ports.js';
import { acceptConsent, fillCredentials, pickConnector, signIn, submitForm, widgetRoot } from './steps.js';
import { expect, test, type Widget } from './widget-fixture.js';

const OK = { User: 'user-ok', Password: 'password-ok' } as const;
const API = new URL(SANDBOX_URL).origin;
const NO_CONNECTION = 'Check your internet connection and try again.';
const CONNECTION_LOST = 'We lost the connection. We will keep trying until it is back.';
const SLOW_MS = 10_000;
const CPF = '529.982.247-25';

type SuccessItem = { id: string; status: string };

/** The success screen is up, and the host got the item. */
async function expectConnected(page: Page, widget: Widget, connector = 'Sandbox Bank'): Promise<SuccessItem> {
  await expect(widget.heading()).toHaveText('Connected!', { timeout: 20_000 });
  await expect(widgetRoot(page).getByText(`${connector} is connected.`)).toBeVisible();
  const item = ((await widget.waitFor('onSuccess')).detail as { item: SuccessItem }).item;
  expect(item.status).toBe('UPDATED');
  return item;
}

/** Up to the filled form of Sandbox Bank, not sent. */
async function fillSandboxBank(page: Page, widget: Widget): Promise<void> {
  await pickConnector(page, 'Sandbox Bank');
  await acceptConsent(page, widget);
  await fillCredentials(page, OK);
}

/** From search to the OAuth step of Sandbox Open Finance, with a valid CPF. */
async function reachOAuth(page: Page, widget: Widget): Promise<void> {
  const ui = widgetRoot(page);
  await ui.getByRole('combobox').fill('sandbox open finance');
  await ui.getByRole('option', { name: 'Sandbox Open Finance', exact: true }).click();
  await acceptConsent(page, widget);
  await ui.getByLabel(/^CPF/).fill(CPF);
  await submitForm(page);
  await expect(ui.getByRole('heading', { name: 'Authorize at Sandbox Open Finance' })).toBeFocused();
}

const posts = (traffic: Traffic) => traffic.of('POST', ITEMS);

const RETRY_AFTER_S = 1;

/** The sandbox's own 429: a page may read Retry-After only when it is exposed. */
const tooManyRequests = (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'Retry-After': String(RETRY_AFTER_S), 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After' },
    contentType: 'application/json',
    body: JSON.stringify({ code: 429, message: 'Too many requests' }),
  });

test.describe('the network drops while the sync is followed', () => {
  // Steps of 400 ms: the sync is still running when the network goes.
  let slow: SandboxKit;
  test.beforeAll(async () => {
    slow = await sandboxClient({ stepMs: 400 });
  });
  test.afterAll(async () => {
    await slow.close();
  });

  test('offline for many minutes mid-sync: the widget says so, keeps trying without giving up, and finishes once it is back, with one item', async ({
    page,
    context,
    widget,
  }) => {
    test.slow();
    // Time flows as usual, and the test can jump it ahead: minutes offline without waiting for them.
    await page.clock.install();
    const traffic = followTraffic(page, new URL(slow.url).origin);
    await widget.open({ connectToken: await slow.connectToken(), attributes: { language: 'en', 'api-url': slow.url } });
    await fillSandboxBank(page, widget);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/items');
    await submitForm(page);
    await created;
    await context.setOffline(true);

    const ui = widgetRoot(page);
    // Not a blank screen, nor an end: the progress stays, with what happened.
    const lost = ui.getByRole('paragraph').filter({ hasText: CONNECTION_LOST });
    await expect(lost).toBeVisible({ timeout: 15_000 });
    await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');
    await expect(ui.getByRole('listitem').filter({ hasText: 'Signing in' })).toBeVisible();

    // A minute at a time, a dozen times: more failed looks at the item than a flaky network is
    // allowed (then the widget would end on an error), yet offline it keeps trying.
    const failed = () => traffic.of('GET', ITEM).filter((s) => s.status === 0).length;
    for (let minute = 0; minute < 12; minute++) {
      const before = failed();
      await page.clock.fastForward('01:00');
      await expect.poll(failed).toBeGreaterThan(before);
    }
    expect(failed()).toBeGreaterThan(DEFAULT_POLL_POLICY.maxFailures);
    await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');
    await expect(lost).toBeVisible();

    await context.setOffline(false);
    await expectConnected(page, widget);
    await expect(lost).toHaveCount(0);
    expect(posts(traffic)).toHaveLength(1);
    expect(await widget.recorded()).not.toContainEqual(expect.objectContaining({ name: 'onError' }));
  });
});

test('offline when Connect is clicked: the form says so, keeps what was typed, and the retry makes one item', async ({ page, context, widget }) => {
  const traffic = followTraffic(page, API);
  await widget.open({ attributes: { language: 'en' } });
  await fillSandboxBank(page, widget);
  await context.setOffline(true);
  await submitForm(page);

  const ui = widgetRoot(page);
  await expect(ui.getByRole('alert')).toHaveText(NO_CONNECTION, { timeout: 15_000 });
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
  // Nothing typed is lost: no login was refused, so the password stays too.
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('password-ok');
  expect(posts(traffic).every((s) => s.status === 0)).toBe(true);

  await context.setOffline(false);
  await submitForm(page);
  await expectConnected(page, widget);
  const answered = posts(traffic).filter((s) => s.status === 200);
  expect(answered).toHaveLength(1);
  // Every send of that one submission carried the same key, so none could have made a second item.
  expect(new Set(posts(traffic).map((s) => s.idempotencyKey)).size).toBe(1);
});

test('the answer to Connect is lost on the way back: the form says so, and the retry gets the item already made', async ({ page, widget }) => {
  const traffic = followTraffic(page, API);
  const made: string[] = [];
  // The server makes the item each time, but its answer never reaches the page: the three sends the client tries.
  await routeRequests(page, API, 'POST', ITEMS, async (route, n) => {
    if (n >= 3) return route.continue();
    const response = await route.fetch();
    made.push(((await response.json()) as { id: string }).id);
    await route.abort('connectionreset');
  });
  await widget.open({ attributes: { language: 'en' } });
  await fillSandboxBank(page, widget);
  await submitForm(page);

  const ui = widgetRoot(page);
  await expect(ui.getByRole('alert')).toHaveText(NO_CONNECTION, { timeout: 15_000 });
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('password-ok');

  await submitForm(page);
  const item = await expectConnected(page, widget);
  // The sandbox answered every send of the key with the item the first one made.
  expect(new Set(made)).toEqual(new Set([item.id]));
  expect(posts(traffic)).toHaveLength(4);
  expect(new Set(posts(traffic).map((s) => s.idempotencyKey)).size).toBe(1);
});

test.describe('answers slowed to 10 s', () => {
  test('a slow institution list: the search says it is loading, then lists them, asked once', async ({ page, widget }) => {
    test.slow();
    const traffic = followTraffic(page, API);
    await routeRequests(page, API, 'GET', CONNECTORS, (route) => delayed(route, SLOW_MS));
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    // Rows stand in for the list, and the field says it is busy.
    const search = ui.getByRole('combobox');
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => traffic.inFlight('GET', CONNECTORS)).toBe(1);
    await ui.getByRole('combobox').fill('Sandbox Bank');
    await expect(ui.getByRole('option', { name: /^Sandbox Bank/ })).toBeVisible({ timeout: 20_000 });
    await expect(search).toHaveAttribute('aria-busy', 'false');
    // The list was asked for once (what was typed meanwhile is asked of the server by name, once).
    const asked = traffic.of('GET', CONNECTORS).map((s) => s.query);
    expect(asked.filter((q) => !q.includes('name='))).toHaveLength(1);
    expect(new Set(asked).size).toBe(asked.length);
    // Nothing failed but the name search, dropped once the list it stood in for was in.
    expect(traffic.of('GET', CONNECTORS).filter((s) => s.status !== 200 && !s.query.includes('name='))).toEqual([]);
  });

  test('slow polls: the progress stays on screen, nothing is sent twice, and the connection ends', async ({ page, widget }) => {
    test.slow();
    const traffic = followTraffic(page, API);
    await routeRequests(page, API, 'GET', ITEM, (route) => delayed(route, SLOW_MS));
    await widget.open({ attributes: { language: 'en' } });
    await fillSandboxBank(page, widget);
    await submitForm(page);

    const ui = widgetRoot(page);
    await expect.poll(() => traffic.inFlight('GET', ITEM)).toBe(1);
    await expect(widget.heading()).toHaveText('Connecting to Sandbox Bank');
    await expect(ui.getByRole('listitem').filter({ hasText: 'Signing in' })).toBeVisible();
    await expectConnected(page, widget);
    expect(posts(traffic)).toHaveLength(1);
    // One poll at a time: the next waits for the slow one's answer.
    expect(traffic.mostInFlight('GET', ITEM)).toBe(1);
    expect(await widget.recorded()).not.toContainEqual(expect.objectContaining({ name: 'onError' }));
  });
});

test.describe('a storm of 429s', () => {
  const STORM = 3;
  /** Answers the first requests 429 with Retry-After; the rest pass through to the sandbox. */
  const storm = (page: Page, method: string, path: RegExp) =>
    routeRequests(page, API, method, path, (route, n) => (n < STORM ? tooManyRequests(route) : route.continue()));
  /** The gaps between the requests of a kind, from the first: none shorter than the wait asked. */
  const gapsAfterLimits = (traffic: Traffic, method: string, path: RegExp, same: (query: string) => boolean = () => true) => {
    const sent = traffic.of(method, path).filter((s) => same(s.query));
    return sent.slice(1, STORM + 1).map((s, i) => s.at - (sent[i]?.at ?? 0));
  };

  test('while the sync is followed: the widget waits as told each time and finishes', async ({ page, widget }) => {
    test.slow();
    const traffic = followTraffic(page, API);
    await storm(page, 'GET', ITEM);
    await widget.open({ attributes: { language: 'en' } });
    await fillSandboxBank(page, widget);
    await submitForm(page);
    await expectConnected(page, widget);
    const polls = traffic.of('GET', ITEM);
    expect(polls.slice(0, STORM).map((s) => s.status)).toEqual(Array(STORM).fill(429));
    // Never sooner than Retry-After (a little slack for the two clocks), so never hammering.
    for (const gap of gapsAfterLimits(traffic, 'GET', ITEM)) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 50);
    expect(polls.length).toBeLessThanOrEqual(STORM + 3);
    expect(posts(traffic)).toHaveLength(1);
  });

  test('on the institution list: the widget waits as told and lists them', async ({ page, widget }) => {
    test.slow();
    const traffic = followTraffic(page, API);
    await storm(page, 'GET', CONNECTORS);
    await widget.open({ attributes: { language: 'en' } });
    const ui = widgetRoot(page);
    // Waited for untouched: a name search typed meanwhile would be a request of its own.
    await expect(ui.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    await ui.getByRole('combobox').fill('Sandbox Bank');
    await expect(ui.getByRole('option', { name: /^Sandbox Bank/ })).toBeVisible();
    // The list itself, asked again only as told.
    const isList = (query: string) => !query.includes('name=');
    const list = traffic.of('GET', CONNECTORS).filter((s) => isList(s.query));
    expect(list.map((s) => s.status)).toEqual([...Array(STORM).fill(429), 200]);
    for (const gap of gapsAfterLimits(traffic, 'GET', CONNECTORS, isList)) expect(gap).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 50);
  });
});

test.describe('Connect answered 429', () => {
  test('once: the widget waits as told, sends it again itself, and one item is made', async ({ page, widget }) => {
    const traffic = followTraffic(page, API);
    await routeRequests(page, API, 'POST', ITEMS, (route, n) => (n === 0 ? tooManyRequests(route) : route.continue()));
    await widget.open({ attributes: { language: 'en' } });
    await fillSandboxBank(page, widget);
    await submitForm(page);
    await expectConnected(page, widget);
    const sent = posts(traffic);
    expect(sent.map((s) => s.status)).toEqual([429, 200]);
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 50);
    // The same submission: the same key, so the sandbox could never have made two items of it.
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(1);
  });

  test('again and again: the form says to wait, keeps what was typed, and the next Connect makes one item', async ({ page, widget }) => {
    const traffic = followTraffic(page, API);
    await routeRequests(page, API, 'POST', ITEMS, (route, n) => (n < 2 ? tooManyRequests(route) : route.continue()));
    await widget.open({ attributes: { language: 'en' } });
    await fillSandboxBank(page, widget);
    await submitForm(page);
    const ui = widgetRoot(page);
    await expect(ui.getByRole('alert')).toHaveText('Wait a minute and try again.', { timeout: 15_000 });
    await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
    // Nothing was refused: the password stays too.
    await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
    await expect(ui.getByLabel('Password', { exact: true })).toHaveValue('password-ok');
    await submitForm(page);
    await expectConnected(page, widget);
    expect(posts(traffic).map((s) => s.status)).toEqual([429, 429, 200]);
  });
});

test('the sandbox loses the item mid-sync, as a restart would: the form says so, keeps the user, and Connect starts a new connection', async ({
  page,
  widget,
}) => {
  const traffic = followTraffic(page, API);
  // Every look at the first item finds nothing, as after a restart of a sandbox without a persistent store.
  let lostId: string | null = null;
  await page.route(
    (url) => url.origin === API && ITEM.test(url.pathname),
    (route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      lostId ??= id;
      return id === lostId
        ? route.fulfill({
            status: 404,
            headers: { 'Access-Control-Allow-Origin': '*' },
            contentType: 'application/json',
            body: JSON.stringify({ code: 404, message: 'Item not found' }),
          })
        : route.continue();
    },
  );
  await widget.open({ attributes: { language: 'en' } });
  await fillSandboxBank(page, widget);
  await submitForm(page);
  const ui = widgetRoot(page);
  await expect(ui.getByRole('alert')).toHaveText('This connection was lost. Send your details again to start another.', { timeout: 15_000 });
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Bank');
  await expect(ui.getByLabel('User', { exact: true })).toHaveValue('user-ok');
  await fillCredentials(page, { Password: 'password-ok' });
  await submitForm(page);
  const item = await expectConnected(page, widget);
  expect(item.id).not.toBe(lostId);
  // A new item, never an update of the lost one.
  expect(posts(traffic).map((s) => s.status)).toEqual([200, 200]);
  expect(traffic.of('PATCH', ITEM)).toEqual([]);
});

test('the OAuth window closed before authorizing: the widget says so and offers to open it again or go back', async ({ page, widget }) => {
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  await reachOAuth(page, widget);

  const first = page.waitForEvent('popup');
  await ui.getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
  const popup = await first;
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/Authorize data sharing/);
  await popup.close();

  await expect(ui.getByRole('paragraph').filter({ hasText: 'The window closed before you finished. Open it again to continue.' })).toBeVisible();
  await expect(ui.getByText('Finish the authorization in the window that opened.')).toHaveCount(0);
  await expect(ui.getByRole('button', { name: 'Back to the form' })).toBeVisible();
  expect(await widget.eventNames()).toContain('OAUTH_CLOSED');

  // Opening it again works: the consent page is still waiting.
  const again = page.waitForEvent('popup');
  await ui.getByRole('button', { name: 'Open the window again' }).click();
  const reopened = await again;
  const closed = reopened.waitForEvent('close');
  await reopened.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expectConnected(page, widget, 'Sandbox Open Finance');
});

test('the OAuth window closed, the user goes back: the form is there with the CPF, and a new send reaches the institution again', async ({
  page,
  widget,
}) => {
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  await reachOAuth(page, widget);
  const first = page.waitForEvent('popup');
  await ui.getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
  await (await first).close();

  await ui.getByRole('button', { name: 'Back to the form' }).click();
  await expect(widget.heading()).toHaveText('Sign in to Sandbox Open Finance');
  await expect(ui.getByLabel(/^CPF/)).toHaveValue(CPF);
  await submitForm(page);
  await expect(ui.getByRole('heading', { name: 'Authorize at Sandbox Open Finance' })).toBeFocused();
  await expect(ui.getByRole('button', { name: 'Continue to Sandbox Open Finance' })).toBeVisible();
});

test('a double click on Connect sends one item creation', async ({ page, widget }) => {
  const traffic = followTraffic(page, API);
  await widget.open({ attributes: { language: 'en' } });
  await fillSandboxBank(page, widget);
  await widgetRoot(page).getByRole('button', { name: 'Connect', exact: true }).dblclick();
  await expectConnected(page, widget);
  expect(posts(traffic)).toHaveLength(1);
});

test('a double click on Connect after a refused login sends one update', async ({ page, widget }) => {
  const traffic = followTraffic(page, API);
  await widget.open({ attributes: { language: 'en' } });
  await signIn(page, widget, 'Sandbox Bank', { User: 'user-ok', Password: 'wrong-password' });
  const ui = widgetRoot(page);
  await expect(ui.getByRole('alert')).toHaveText('The institution did not accept these details. Check them and try again.');
  await fillCredentials(page, { Password: 'password-ok' });
  await ui.getByRole('button', { name: 'Connect', exact: true }).dblclick();
  await expectConnected(page, widget);
  expect(posts(traffic)).toHaveLength(1);
  expect(traffic.of('PATCH', ITEM)).toHaveLength(1);
});
