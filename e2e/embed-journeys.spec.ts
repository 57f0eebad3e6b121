// The embedding ways on the demo's real pages, across its three origins: each completes a sandbox
// connection and the host page gets the item by its callback and by the widget's postMessage.
import type { FrameLocator, Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, expect, modalWidget, pickInstitution, test } from './embed-fixture.js';
import { clickButton, connectAndExpectItem, demoSandboxApi, eventLog, expectAccounts, inlineWidget } from './embed-journey-steps.js';

const CONNECT = 'Connect your bank';
const onSuccessLine = (itemId: string) => `onSuccess: item ${itemId}`;
/** The page's log lines that came from one callback, e.g. `onClose:`. */
const logLines = (page: Page, prefix: string) => eventLog(page).getByRole('listitem').filter({ hasText: prefix });

test('script tag from code: connects, the host gets the item by callback and postMessage, Done closes the modal', async ({ page, host, request }) => {
  const api = await demoSandboxApi(request);
  const itemId = await connectAndExpectItem(page, host, { path: '/script-tag.html', start: clickButton(CONNECT), callbackLine: onSuccessLine });
  await expectAccounts(page, api, itemId);

  await modalWidget(page)
    .getByRole('button', { name: /^(Done|Concluir)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(logLines(page, 'onClose:')).toHaveText([/onClose: done$/]);
  expect(await host.violations()).toEqual([]);
  expect(host.errors).toEqual([]);
});

test('script tag with data attributes: the declared button connects and receives ponte:success', async ({ page, host, request }) => {
  const api = await demoSandboxApi(request);
  const itemId = await connectAndExpectItem(page, host, {
    path: '/script-tag.html',
    start: clickButton('Connect with data attributes'),
    callbackLine: (id) => `ponte:success: item ${id}`,
  });
  await expectAccounts(page, api, itemId);
  // Only the declared button's events reported it: the page's coded handle stayed closed.
  await expect(logLines(page, 'onSuccess:')).toHaveCount(0);
});

test('raw iframe and postMessage: the inline frame connects, after ready, initialized and open', async ({ page, host }) => {
  const itemId = await connectAndExpectItem(page, host, { path: '/iframe.html', start: clickButton(CONNECT), widget: inlineWidget });
  const lifecycle = (await host.messages()).filter((m) => ['ready', 'initialized', 'open', 'success'].includes(m.type));
  expect(lifecycle).toEqual([{ type: 'ready' }, { type: 'initialized' }, { type: 'open' }, { type: 'success', itemId }]);
});

test('npm package in a React app: connects and shows the item and its accounts', async ({ page, host, request }) => {
  const api = await demoSandboxApi(request);
  const itemId = await connectAndExpectItem(page, host, { path: '/react/', start: clickButton(CONNECT), callbackLine: onSuccessLine });
  await expectAccounts(page, api, itemId);
});

test('update mode: the widget opens on the item institution form and a re-login updates the same item', async ({ page, host, request }) => {
  const api = await demoSandboxApi(request);
  // An item whose password changed: the case update mode exists for.
  const existing = await api.createItem(0, { user: 'user-ok', password: 'wrong-password' });
  await api.waitForStatus(existing, 'LOGIN_ERROR');

  const itemId = await connectAndExpectItem(page, host, {
    path: '/update.html',
    async start(p) {
      await p.getByLabel('Item id').fill(existing);
      await clickButton('Update this item')(p);
    },
    async walk(widget: FrameLocator) {
      await expect(widget.getByRole('heading', { name: /^(Sign in to|Entre com sua conta) Sandbox Bank$/ })).toBeVisible();
      // Straight to the institution: no search on the way.
      await expect(widget.getByRole('combobox')).toHaveCount(0);
      await widget.getByLabel(/^(User|Usuário)$/).fill('user-ok');
      await widget.getByLabel(/^(Password|Senha)$/).fill('password-ok');
      await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
    },
    callbackLine: onSuccessLine,
  });
  expect(itemId).toBe(existing);
});

/** Picks the open-finance sandbox institution and sends a valid CPF: the widget then waits for OAuth. */
async function signInToOpenFinance(widget: FrameLocator): Promise<void> {
  await pickInstitution(widget, 'Sandbox Open Finance', /^Sandbox Open Finance(?! Empresas)/);
  await widget.getByLabel(/^CPF/).fill('529.982.247-25');
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
}

test('OAuth inside the frame: the consent popup returns through the widget host callback page and the host gets success', async ({ page, host }) => {
  await connectAndExpectItem(page, host, {
    path: '/script-tag.html',
    start: clickButton(CONNECT),
    async walk(widget, p) {
      await signInToOpenFinance(widget);

      const opened = p.waitForEvent('popup');
      await widget.getByRole('button', { name: /^(Continue to|Abrir) Sandbox Open Finance$/ }).click();
      const popup = await opened;
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/Sandbox Open Finance/);
      expect(new URL(popup.url()).origin, 'the consent page is the institution’s (the sandbox’s)').toBe(DEMO_SANDBOX_URL);
      const callback = popup.waitForRequest((r) => r.url().startsWith(`${DEMO_WIDGET_URL}/oauth-callback.html?`));
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Authorize' }).click();
      await callback;
      await closed;
    },
    callbackLine: onSuccessLine,
  });
  expect((await host.messages()).map((m) => m.event)).toContain('OAUTH_OPENED');
});

test('OAuth inside the frame with popups blocked: the widget stays put and offers a new tab, and the host still gets success', async ({
  page,
  host,
}) => {
  // A blocker inside the widget's frame only: window.open answers null there, as a blocked popup does.
  await page.addInitScript(() => {
    if (window.top !== window) window.open = () => null;
  });
  await connectAndExpectItem(page, host, {
    path: '/script-tag.html',
    start: clickButton(CONNECT),
    async walk(widget, p) {
      await signInToOpenFinance(widget);
      await widget.getByRole('button', { name: /^(Continue to|Abrir) Sandbox Open Finance$/ }).click();

      // The frame did not navigate itself to the institution (which refuses to be framed).
      const link = widget.getByRole('link', { name: /^(Open in a new tab|Abrir em uma nova aba)$/ });
      await expect(link).toHaveAttribute('target', '_blank');
      const frame = p.frames().find((f) => f.url().startsWith(`${DEMO_WIDGET_URL}/#`) && f.parentFrame() === p.mainFrame());
      expect(frame, 'the widget frame is still the widget page').toBeTruthy();

      const opened = p.context().waitForEvent('page');
      await link.click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/Sandbox Open Finance/);
      await tab.getByRole('button', { name: 'Authorize' }).click();
      // No opener to post to: the callback page just says it is done, and the widget's polling finishes.
      await expect(tab).toHaveURL(new RegExp(`^${DEMO_WIDGET_URL}/oauth-callback\\.html\\?`));
    },
    callbackLine: onSuccessLine,
  });
  expect((await host.messages()).map((m) => m.event)).toContain('POPUP_BLOCKED');
});

test('the institution list is loaded before the user opens the widget, and not asked for again', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/connectors\?/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto(`${DEMO_MERCHANT_URL}/script-tag.html`);
  // Each of the page's two preloaded widgets (code and data attributes) asks once, before any click.
  await expect.poll(() => listRequests.length).toBe(2);
  await page.getByRole('button', { name: CONNECT }).click();
  const widget = modalWidget(page);
  await widget.getByRole('combobox').fill('Sandbox Bank');
  await expect(widget.getByRole('option', { name: /^Sandbox Bank/ })).toBeVisible();
  expect(listRequests).toHaveLength(2);
});
