// Hostile data from the API, as an end user meets it: connector-supplied text is shown as text and
// never runs, script and data URLs never become a logo or a link, a catastrophic validation
// pattern never stalls typing, 100 KB names keep the search fluid, and an institution list the
// widget cannot read ends on a clear error screen and an onError, never a blank widget.
import type { Page, Route } from '@playwright/test';
import { BIDI, CATASTROPHIC_INPUT, HOSTILE_CONNECTORS, HUGE, hostilePage, MARKUP, ZERO_WIDTH } from './hostile/hostile-catalogue.js';
import { acceptConsent, widgetRoot } from './steps.js';
import { expect, test } from './widget-fixture.js';

declare global {
  interface Window {
    __pwned?: number;
    __longTasks?: number[];
  }
}

/** Every long task of the page, in ms, from now on. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}
const longTasksSince = async (page: Page, from: number) => (await page.evaluate(() => window.__longTasks ?? [])).slice(from);
const longTaskCount = async (page: Page) => (await page.evaluate(() => window.__longTasks ?? [])).length;

/** The institution list request (not a single connector's), answered by the test. */
const answerConnectors = (page: Page, answer: (route: Route) => Promise<void>) => page.route(/\/connectors\?/, answer);

/** What the widget's shadow root holds that could run or navigate: none of it may come from a connector. */
async function dangerousNodes(page: Page): Promise<string[]> {
  return page.locator('ponte-connect').evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) return ['no shadow root'];
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`);
      for (const attribute of el.getAttributeNames()) if (attribute.startsWith('on')) found.push(`${attribute} on <${el.tagName.toLowerCase()}>`);
      for (const name of ['href', 'src', 'action', 'formaction']) {
        const value = el.getAttribute(name);
        if (value !== null && !/^(https?:|\/|#|$)/i.test(value.trim()))
          found.push(`${name}="${value.slice(0, 40)}" on <${el.tagName.toLowerCase()}>`);
      }
    }
    return found;
  });
}

test('connector-supplied text is shown as text and runs nothing; script and data URLs become no logo and no link', async ({ page, widget }) => {
  await answerConnectors(page, (route) => route.fulfill({ contentType: 'application/json', body: hostilePage() }));
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);

  // Every hostile name is listed, as the characters it is made of.
  await expect(ui.getByRole('option', { name: `Banco ${MARKUP[0]}` })).toBeVisible();
  await ui.getByRole('combobox').fill('Evil');
  await expect(ui.getByRole('option')).toHaveCount(0);
  await ui.getByRole('combobox').fill('');
  await expect(ui.getByRole('option', { name: BIDI })).toBeAttached();
  await expect(ui.getByRole('option', { name: ZERO_WIDTH })).toBeAttached();
  await expect(ui.getByRole('option')).toHaveCount(HOSTILE_CONNECTORS.length);
  expect(await dangerousNodes(page)).toEqual([]);

  // Its consent and its form: labels, hints, placeholder, select options, all as text.
  await ui.getByRole('option', { name: `Banco ${MARKUP[0]}` }).click();
  await acceptConsent(page, widget);
  const user = ui.getByLabel(`Usuário ${MARKUP[1]}`, { exact: true });
  await expect(user).toBeVisible();
  await expect(user).toHaveAttribute('placeholder', MARKUP[2]);
  await expect(ui.getByText(MARKUP[3], { exact: true })).toBeVisible();
  await expect(ui.getByRole('option', { name: MARKUP[1] })).toBeAttached();
  expect(await dangerousNodes(page)).toEqual([]);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
});

test('a catastrophic validation pattern and an invalid one never stall typing, and the form still works', async ({ page, widget }) => {
  await recordLongTasks(page);
  await answerConnectors(page, (route) => route.fulfill({ contentType: 'application/json', body: hostilePage() }));
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  await ui.getByRole('option', { name: `Banco ${MARKUP[0]}` }).click();
  await acceptConsent(page, widget);

  const before = await longTaskCount(page);
  await ui.getByLabel(`Usuário ${MARKUP[1]}`, { exact: true }).pressSequentially(CATASTROPHIC_INPUT, { delay: 5 });
  await ui.getByLabel('Senha', { exact: true }).pressSequentially('((((((((((', { delay: 5 });
  await ui.getByLabel(`Usuário ${MARKUP[1]}`, { exact: true }).focus();
  // Each keystroke and each check on leaving a field stays under 100 ms of main-thread work.
  expect((await longTasksSince(page, before)).filter((ms) => ms > 100)).toEqual([]);
  await expect(ui.getByLabel('Senha', { exact: true })).toHaveValue('((((((((((');
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
});

test('100 KB names are shown cut short and keep the search fluid: each keystroke under 100 ms of main-thread work', async ({ page, widget }) => {
  await recordLongTasks(page);
  await answerConnectors(page, (route) => route.fulfill({ contentType: 'application/json', body: hostilePage() }));
  await widget.open({ attributes: { language: 'en' } });
  const ui = widgetRoot(page);
  await expect(ui.getByRole('option')).toHaveCount(HOSTILE_CONNECTORS.length);
  // The later steps' code loads once the list is up: measured from when it is in.
  await page.waitForLoadState('networkidle');
  const before = await longTaskCount(page);
  await ui.getByRole('combobox').pressSequentially('huge aaaa', { delay: 20 });
  await expect(ui.getByRole('option', { name: `${HUGE.slice(0, 119)}…`, exact: true })).toBeAttached();
  expect((await longTasksSince(page, before)).filter((ms) => ms > 100)).toEqual([]);
});

const JSON_TYPE = 'application/json';
test.describe('an institution list the widget cannot read', () => {
  for (const { name, answer } of [
    { name: 'a 500', answer: { status: 500, contentType: JSON_TYPE, body: '{"code":500,"message":"boom"}' } },
    { name: 'a 401', answer: { status: 401, contentType: JSON_TYPE, body: '{"code":401,"message":"unauthorized"}' } },
    { name: 'a body that is not JSON', answer: { status: 200, contentType: 'text/html', body: '<html>maintenance</html>' } },
    { name: 'an empty 200', answer: { status: 200, contentType: JSON_TYPE, body: '' } },
    {
      name: 'results that are not a list',
      answer: { status: 200, contentType: JSON_TYPE, body: '{"total":1,"totalPages":1,"page":1,"results":{"0":{}}}' },
    },
    {
      name: 'a connector of the wrong types',
      answer: { status: 200, contentType: JSON_TYPE, body: '{"total":1,"totalPages":1,"page":1,"results":[{"id":"one","name":42}]}' },
    },
  ]) {
    test(`ends on an error screen and an onError after ${name}, never a blank widget`, async ({ page, widget }) => {
      await answerConnectors(page, (route) => route.fulfill(answer));
      await widget.open({ attributes: { language: 'en' } });
      const onError = await widget.waitFor('onError');
      expect((onError.detail as { code?: string }).code).toMatch(/^[A-Z_]+$/);
      await expect(widget.heading()).toBeVisible();
      await expect(
        widgetRoot(page)
          .getByRole('button')
          .filter({ hasText: /try again|close/i })
          .first(),
      ).toBeVisible();
      // No internal code in the end user's face (support finds it under a closed Details).
      await expect(
        widgetRoot(page)
          .getByText(/CONNECTORS_UNAVAILABLE|UNAUTHORIZED|UNEXPECTED|\b500\b/)
          .filter({ visible: true }),
      ).toHaveCount(0);
    });
  }
});
