// The demo home page's playground: options chosen by label drive the widget and its log, a failed item is updated, and its code works pasted elsewhere.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { connectSandboxBank, DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, expect, modalWidget, test } from './embed-fixture.js';
import { demoSandboxApi, eventLog } from './embed-journey-steps.js';
import { type Running, startWidgetHostProgram } from './own-origin.js';
import { type PastedPage, startPastedPage } from './pasted-page.js';

const PLAYGROUND = `${DEMO_MERCHANT_URL}/`;

const openButton = (page: Page) => page.getByRole('button', { name: 'Open the widget' });
/** The code the playground shows for the chosen options and way. */
const shownCode = (page: Page) => page.getByRole('region', { name: 'Code for your page' }).locator('pre > code');

/** Chooses English and a way to embed, and answers the code the playground then shows. */
async function codeFor(page: Page, way: string): Promise<string> {
  await page.goto(PLAYGROUND);
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByRole('radio', { name: way }).check();
  await expect(shownCode(page)).toContainText("language: 'en'");
  return (await shownCode(page).textContent()) ?? '';
}

/** Mean of a CSS rgb() colour's channels: above the middle for light text. */
const lightness = (color: string): number => {
  const channels = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return channels.reduce((sum, channel) => sum + channel, 0) / channels.length;
};

test('English, dark and inline: the widget opens in the page, connects, and the log shows the success', async ({ page, host }) => {
  await page.goto(PLAYGROUND);
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await page.getByRole('radio', { name: 'Inline' }).check();
  await openButton(page).click();

  const widget = page.getByRole('region', { name: 'Inline widget' }).locator('iframe').contentFrame();
  const heading = widget.getByRole('heading', { name: 'Choose your institution' });
  await expect(heading).toBeVisible();
  // Dark: light text on a dark page.
  await expect.poll(async () => lightness(await heading.evaluate((element) => getComputedStyle(element).color))).toBeGreaterThan(160);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await connectSandboxBank(widget);
  const { itemId } = await host.waitForMessage('success');
  await expect(eventLog(page)).toContainText(`onSuccess: item ${itemId}`);
  await expect(eventLog(page)).toContainText('onEvent: OPEN');
  expect(await host.violations()).toEqual([]);
  expect(host.errors).toEqual([]);
});

test('update mode: an item that failed is picked from the list and connected again', async ({ page, host, request }) => {
  const api = await demoSandboxApi(request);
  const failed = await api.createItem(0, { user: 'user-ok', password: 'wrong-password' });
  await api.waitForStatus(failed, 'LOGIN_ERROR');

  await page.goto(PLAYGROUND);
  const picker = page.getByLabel('Item to update');
  await page.getByRole('button', { name: 'Refresh the items' }).click();
  await expect(picker.locator(`option[value="${failed}"]`)).toHaveText(/LOGIN_ERROR/);
  await picker.selectOption(failed);
  await expect(shownCode(page)).toContainText(`updateItem: '${failed}'`);
  await openButton(page).click();

  const widget = modalWidget(page);
  await expect(widget.getByRole('heading', { name: /^(Sign in to|Entre com sua conta) Sandbox Bank$/ })).toBeVisible();
  await widget.getByLabel(/^(User|Usuário)$/).fill('user-ok');
  await widget.getByLabel(/^(Password|Senha)$/).fill('password-ok');
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
  expect((await host.waitForMessage('success')).itemId).toBe(failed);
  await expect(eventLog(page)).toContainText(`onSuccess: item ${failed}`);
});

test.describe('pasted into a blank page on another origin', () => {
  let blank: PastedPage | undefined;
  let widgetHost: Running | undefined;
  let pasted = '';

  test.beforeAll(async () => {
    // The page first: its origin (a free port) is what its widget host must name. The demo's widget
    // host lets only the demo's site frame it: this page has its own, which names it.
    blank = await startPastedPage({ sandboxUrl: DEMO_SANDBOX_URL, body: () => pasted });
    widgetHost = await startWidgetHostProgram({ WIDGET_API_ORIGIN: DEMO_SANDBOX_URL, WIDGET_FRAME_ANCESTORS: blank.origin }, ['--production']);
  });

  test.afterAll(async () => {
    await widgetHost?.stop();
    await blank?.close();
  });

  for (const { way, page: wrap } of [
    { way: 'Script tag', page: (code: string) => code },
    { way: 'Raw iframe and postMessage', page: (code: string) => code },
    {
      way: 'npm: createConnect',
      // A module that imports `ponte`, on a page with the button it names: the package as a CDN serves it, by an import map.
      page: (code: string) =>
        `<button type="button" id="connect">Connect your bank</button>\n<script type="importmap">{"imports":{"ponte":"/npm/index.js"}}</script>\n<script type="module">\n${code}</script>\n`,
    },
  ]) {
    test(`the ${way} code connects`, async ({ page }) => {
      if (!blank || !widgetHost) throw new Error('the page and its widget host did not start');
      const code = await codeFor(page, way);
      const url = `${widgetHost.url}/`;
      pasted = wrap(code.replaceAll(`${DEMO_WIDGET_URL}/`, url));
      expect(pasted).toContain(url);

      const logged: string[] = [];
      const errors: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${blank.origin}/`);
      await page.getByRole('button', { name: 'Connect your bank' }).click();
      const widget = modalWidget(page);
      await expect(widget.getByRole('heading', { name: 'Choose your institution' })).toBeVisible();
      await connectSandboxBank(widget);
      await expect.poll(() => logged.find((line) => /^connected item [A-Za-z0-9_-]+$/.test(line)), { timeout: 15_000 }).toBeTruthy();
      expect(page.frames().some((frame) => frame.url().startsWith(url))).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

test('the Copy button puts the code shown on the clipboard, for each way', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_MERCHANT_URL });
  await page.goto(PLAYGROUND);
  for (const way of ['Script tag', 'Raw iframe and postMessage', 'npm: createConnect', 'npm: React']) {
    await page.getByRole('radio', { name: way }).check();
    await page.getByRole('button', { name: 'Copy the code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shownCode(page).textContent());
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the playground fits the screen, has no axe violation, and opens the widget from the keyboard', async ({ page }) => {
    await page.goto(PLAYGROUND);
    await expect(page.getByLabel('Open on an institution').locator('option', { hasText: 'Sandbox Bank (0)' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(modalWidget(page).getByRole('heading', { name: /^(Choose your institution|Escolha sua instituição)$/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(openButton(page)).toBeFocused();
    await expect(eventLog(page)).toContainText('onClose: escape');
  });
});
