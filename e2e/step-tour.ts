// A tour of every step of the widget, each reached as a user would and held still, for axe checks and the visual record.
import type { Page } from '@playwright/test';
import { SANDBOX_URL } from './ports.js';
import { fillCredentials, pickConnector, signIn, submitForm, widgetRoot } from './steps.js';
import { expect } from './widget-fixture.js';
import type { Widget } from './widget-fixture.js';

export type Theme = 'light' | 'dark';

export type ReachOptions = {
  /**
   * Stops the page's clock once there, so a countdown reads the same on every run (for pictures).
   * Not for axe, which waits on timers of its own.
   */
  stopClock?: boolean;
};

export type TourStep = {
  /** Names the screenshot file: `<name>-<theme>.png`. */
  name: string;
  /** Opens the widget in this theme and walks to the step; resolves once it is on screen and settled. */
  reach(page: Page, widget: Widget, theme: Theme, options?: ReachOptions): Promise<void>;
};

const LOGIN = { User: 'user-ok', Password: 'password-ok' };
const CPF = '529.982.247-25';

type HeldItem = { id: string; status: string; executionStatus: string };

const FINAL_STATUSES = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
/** A busy machine can miss a state the sandbox holds for a few steps only: the sign-in is sent again. */
const HOLD_ATTEMPTS = 5;

/**
 * Holds the connection still, so a step the sandbox passes through in a blink stays on screen:
 * the new item is answered once it reaches `until` (followed from the sandbox meanwhile), and
 * every later poll of it gets that same answer. The sandbox's own responses, only frozen in time.
 */
export async function holdItemWhen(page: Page, until: (item: HeldItem) => boolean): Promise<void> {
  let held: { id: string; body: string } | null = null;
  await page.route(`${SANDBOX_URL}/items**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (held && request.method() === 'GET' && path === `/items/${held.id}`) {
      const response = await route.fetch();
      return route.fulfill({ response, body: held.body });
    }
    if (held || request.method() !== 'POST' || path !== '/items') return route.fulfill({ response: await route.fetch() });
    const headers = { 'X-API-KEY': (await request.headerValue('x-api-key')) ?? '' };
    for (let attempt = 0; attempt < HOLD_ATTEMPTS; attempt++) {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      let item = (await response.json()) as HeldItem;
      // No pause between polls: the request itself paces the loop.
      while (!until(item) && !FINAL_STATUSES.includes(item.status)) {
        item = (await (await page.request.get(`${SANDBOX_URL}/items/${item.id}`, { headers })).json()) as HeldItem;
      }
      if (until(item)) {
        held = { id: item.id, body: JSON.stringify(item) };
        return route.fulfill({ response, body: held.body });
      }
    }
    throw new Error(`no new item reached the held state in ${HOLD_ATTEMPTS} attempts`);
  });
}

/**
 * For steps with a countdown to the item's `expiresAt`: the page gets a clock the test can stop,
 * and every item the sandbox sends is read for that instant. The returned function stops the
 * clock four minutes before it, so the countdown always reads 4:00 and nothing moves any more.
 */
async function stoppableCountdown(page: Page, options: ReachOptions = {}): Promise<() => Promise<void>> {
  if (!options.stopClock) return async () => {};
  await page.clock.install();
  const expiries: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(`${SANDBOX_URL}/items`) || response.request().method() === 'OPTIONS') return;
    const expiry = response.json().then(
      (item: { parameter?: { expiresAt?: string } | null; userAction?: { expiresAt?: string } | null }) =>
        item.parameter?.expiresAt ?? item.userAction?.expiresAt ?? undefined,
      () => undefined,
    );
    expiries.push(expiry);
  });
  return async () => {
    const expiresAt = (await Promise.all(expiries)).filter((e) => e !== undefined).at(-1);
    if (!expiresAt) throw new Error('no item with an expiresAt was seen');
    await page.clock.pauseAt(Date.parse(expiresAt) - 4 * 60_000);
    await expect(widgetRoot(page).getByText('Time left: 4:00')).toBeVisible();
  };
}

async function open(widget: Widget, theme: Theme): Promise<void> {
  await widget.open({ attributes: { language: 'en', theme } });
}

/** Logos and challenge images load lazily: a picture taken earlier would differ from run to run. */
async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const images = [...(document.querySelector('ponte-connect')?.shadowRoot?.querySelectorAll('img') ?? [])];
        return images.every((img) => img.complete);
      }),
    )
    .toBe(true);
}

/**
 * The step is showing once its heading (or on a form, the first field) holds focus and its images have loaded. Steps after a sync
 * come with the poll that sees them, and polls back off to 5 s: the wait allows for one.
 */
async function settled(page: Page, widget: Widget, heading: string | RegExp): Promise<void> {
  await expect(widget.heading()).toHaveText(heading, { timeout: 15_000 });
  await expect(widgetRoot(page).locator('h2:focus, form :is(input, select):focus')).toHaveCount(1);
  await imagesLoaded(page);
}

async function toCredentials(page: Page, widget: Widget, theme: Theme, connector = 'Sandbox Bank'): Promise<void> {
  await open(widget, theme);
  await pickConnector(page, connector);
  await settled(page, widget, 'Before you continue');
  await widgetRoot(page).getByRole('button', { name: 'Continue' }).click();
  await settled(page, widget, `Sign in to ${connector}`);
}

/** Sandbox Open Finance: its name is also the start of "Sandbox Open Finance Empresas". */
async function toOAuth(page: Page, widget: Widget, theme: Theme): Promise<void> {
  await open(widget, theme);
  const ui = widgetRoot(page);
  await ui.getByRole('combobox').fill('sandbox open finance');
  await ui.getByRole('option', { name: /^Sandbox Open Finance(?! Empresas)/ }).click();
  await ui.getByRole('button', { name: 'Continue' }).click();
  await fillCredentials(page, { CPF });
  await submitForm(page);
  await settled(page, widget, 'Authorize at Sandbox Open Finance');
}

export const TOUR: readonly TourStep[] = [
  {
    name: 'search',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await widgetRoot(page).getByRole('combobox').fill('sandbox');
      await expect(widgetRoot(page).getByRole('option', { name: /^Sandbox Bank/ })).toBeVisible();
      await imagesLoaded(page);
    },
  },
  {
    // Nothing typed: the big banks first under their label, then everyone else.
    name: 'search-popular',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await expect(widgetRoot(page).getByRole('group', { name: 'Popular' }).getByRole('option').first()).toBeVisible();
      await imagesLoaded(page);
    },
  },
  {
    // The institutions still on their way: rows stand in for them, never a line of small grey text.
    name: 'search-loading',
    async reach(page, widget, theme) {
      // Left unanswered for the picture; the page's teardown drops the route.
      await page.route(`${SANDBOX_URL}/connectors**`, () => {});
      await open(widget, theme);
      await expect(widget.heading()).toBeVisible();
      await expect(widgetRoot(page).locator('[aria-hidden="true"]:has(> div:nth-child(3))')).toBeVisible();
    },
  },
  {
    // The four Itaú told apart: how each connects and for whom, beside its health.
    name: 'search-notes',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await widgetRoot(page).getByRole('combobox').fill('itau');
      await expect(widgetRoot(page).getByRole('option', { name: /^Itaú/ })).toHaveCount(4);
      await imagesLoaded(page);
    },
  },
  {
    // The end of the list: an institution that may be unstable says so, one that is down is listed, greyed, with the reason.
    name: 'search-health',
    async reach(page, widget, theme) {
      await open(widget, theme);
      const ui = widgetRoot(page);
      await ui.getByRole('combobox').fill('sandbox');
      await ui.getByRole('listbox').evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await expect(ui.getByRole('option', { name: /^Sandbox Offline Bank/ })).toBeInViewport();
      await expect(ui.getByRole('option', { name: /^Sandbox Unstable Bank/ })).toBeInViewport();
      await imagesLoaded(page);
    },
  },
  {
    // A search that finds nothing says so, and offers the popular ones instead.
    name: 'search-empty',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await widgetRoot(page).getByRole('combobox').fill('banco xyz');
      // The paragraph the eye reads; the status region says the same words to screen readers.
      await expect(widgetRoot(page).getByRole('paragraph').filter({ hasText: 'No institution found for “banco xyz”.' })).toBeVisible();
      await expect(widgetRoot(page).getByRole('group', { name: 'Popular' }).getByRole('option').first()).toBeVisible();
      await imagesLoaded(page);
    },
  },
  {
    name: 'consent',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await pickConnector(page, 'Sandbox Bank');
      await settled(page, widget, 'Before you continue');
    },
  },
  {
    name: 'credentials',
    reach: (page, widget, theme) => toCredentials(page, widget, theme),
  },
  {
    name: 'credentials-error',
    async reach(page, widget, theme) {
      await toCredentials(page, widget, theme);
      await fillCredentials(page, { User: 'user-ok', Password: 'abc' });
      await submitForm(page);
      await expect(widgetRoot(page).getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'connecting',
    async reach(page, widget, theme) {
      // Held at the sandbox's first answer: the sync has just started.
      await holdItemWhen(page, () => true);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Bank', LOGIN);
      await settled(page, widget, 'Connecting to Sandbox Bank');
      await expect(widgetRoot(page).getByRole('listitem').filter({ hasText: 'Signing in' })).toBeVisible();
    },
  },
  {
    name: 'connecting-lost',
    async reach(page, widget, theme) {
      await holdItemWhen(page, () => true);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Bank', LOGIN);
      await settled(page, widget, 'Connecting to Sandbox Bank');
      // The network drops for the polls (a later route wins over the hold): the screen says so and keeps trying.
      await page.route(`${SANDBOX_URL}/items/**`, (route) => route.abort('internetdisconnected'));
      const lost = widgetRoot(page).getByRole('paragraph').filter({ hasText: 'We lost the connection. We will keep trying until it is back.' });
      await expect(lost).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'mfa-token',
    async reach(page, widget, theme, options) {
      const stopCountdown = await stoppableCountdown(page, options);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox MFA 2-Step Bank', LOGIN);
      await settled(page, widget, 'Confirm it’s you');
      await expect(widgetRoot(page).getByRole('textbox')).toBeVisible();
      await stopCountdown();
    },
  },
  {
    name: 'mfa-image',
    async reach(page, widget, theme, options) {
      const stopCountdown = await stoppableCountdown(page, options);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Image Challenge Bank', LOGIN);
      await settled(page, widget, 'Confirm it’s you');
      await expect(widgetRoot(page).getByRole('img')).toBeVisible();
      await stopCountdown();
    },
  },
  {
    name: 'mfa-select',
    async reach(page, widget, theme, options) {
      const stopCountdown = await stoppableCountdown(page, options);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Select Challenge Bank', LOGIN);
      await settled(page, widget, 'Confirm it’s you');
      await expect(widgetRoot(page).getByRole('combobox')).toBeVisible();
      await stopCountdown();
    },
  },
  {
    name: 'user-action',
    async reach(page, widget, theme, options) {
      // The sandbox approves by itself within a few steps: held while it waits for the user.
      await holdItemWhen(page, (item) => item.status === 'WAITING_USER_ACTION');
      const stopCountdown = await stoppableCountdown(page, options);
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox App Approval Bank', LOGIN);
      await settled(page, widget, 'Approve the access');
      await stopCountdown();
    },
  },
  {
    name: 'oauth',
    reach: toOAuth,
  },
  {
    name: 'oauth-waiting',
    async reach(page, widget, theme) {
      await toOAuth(page, widget, theme);
      const opened = page.waitForEvent('popup');
      await widgetRoot(page).getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
      await opened;
      await expect(widgetRoot(page).getByRole('paragraph').filter({ hasText: 'We opened Sandbox Open Finance in a new window.' })).toBeVisible();
      await expect(widgetRoot(page).getByRole('button', { name: 'Open the window again' })).toBeVisible();
    },
  },
  {
    name: 'oauth-closed',
    async reach(page, widget, theme) {
      await toOAuth(page, widget, theme);
      const opened = page.waitForEvent('popup');
      await widgetRoot(page).getByRole('button', { name: 'Continue to Sandbox Open Finance' }).click();
      await (await opened).close();
      const closed = widgetRoot(page).getByRole('paragraph').filter({ hasText: 'The window closed before you finished.' });
      await expect(closed).toBeVisible();
      await expect(widgetRoot(page).getByRole('button', { name: 'Back to the form' })).toBeVisible();
    },
  },
  {
    name: 'success',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Bank', LOGIN);
      await settled(page, widget, 'Connected!');
    },
  },
  {
    name: 'partial-success',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Bank', { ...LOGIN, User: 'user-ok-account-error' });
      await settled(page, widget, 'Connected!');
      await expect(widgetRoot(page).getByText('Some data could not be collected this time:')).toBeVisible();
    },
  },
  {
    name: 'error-outdated',
    async reach(page, widget, theme) {
      await open(widget, theme);
      await signIn(page, widget, 'Sandbox Bank', { ...LOGIN, User: 'user-unavailable' });
      await settled(page, widget, 'The institution did not respond');
    },
  },
];
