// Connecting in the background, as a merchant allows with allowConnectInBackground: closing during
// the sync hides the widget (onHide, no question), the connection goes on, and its success still
// reaches the page; opening again shows where it ended.
import type { Page } from '@playwright/test';
import { DEMO_SANDBOX_URL, connectSandboxBank, expect, modalWidget, test } from './embed-fixture.js';
import { openTestPage } from './embed-test-pages.js';

/**
 * Holds every answer about the item mid-sync until the returned release is called: the first one, read
 * as still collecting accounts even when a busy machine let the sandbox finish before the widget asked.
 */
async function holdSync(page: Page): Promise<() => void> {
  let holding = true;
  let held: string | null = null;
  await page.route(`${DEMO_SANDBOX_URL}/items/**`, async (route) => {
    const response = await route.fetch();
    if (!holding || route.request().method() !== 'GET') return route.fulfill({ response });
    held ??= JSON.stringify({ ...((await response.json()) as object), status: 'UPDATING', executionStatus: 'ACCOUNTS_IN_PROGRESS' });
    return route.fulfill({ response, body: held });
  });
  return () => {
    holding = false;
  };
}

const kit = (page: Page) =>
  page.evaluate(() => {
    const { closes = [], closedAt = [], hides = 0, eventSessions = [], successes = [] } = window.e2e ?? {};
    return { closes, closedAt, hides, eventSessions, successes };
  });

test('closing during a sync hides the widget, the connection goes on, and opening again shows it connected', async ({ page }) => {
  const release = await holdSync(page);
  await openTestPage(page, { name: 'background', script: () => void window.e2e?.create({ background: true }) });
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  const widget = modalWidget(page);
  await connectSandboxBank(widget);
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(/^(Connecting to|Conectando)/);

  // No question: the close button hides it at once.
  await widget.getByRole('button', { name: /^(close|fechar)$/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await kit(page)).toMatchObject({ hides: 1, closes: [] });

  release();
  await expect.poll(async () => (await kit(page)).successes).toHaveLength(1);
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(/^(Connected!|Conectado!)$/);
  await widget.getByRole('button', { name: /^(done|concluir)$/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Done closes: where the user was, and the session every event named.
  const { closes, closedAt, eventSessions } = await kit(page);
  expect(closes).toEqual(['done']);
  // One session through the hide and the success; after Done the widget starts afresh, as a new one.
  const [first, ...later] = new Set(eventSessions);
  expect(later.length).toBeLessThanOrEqual(1);
  expect(closedAt).toEqual([{ step: 'success', connectorId: expect.any(Number), itemId: expect.any(String), sessionId: first }]);
});

test('without it, a close during the sync asks first, and leaving closes with where the user was', async ({ page }) => {
  await holdSync(page);
  await openTestPage(page, { name: 'no-background', script: () => void window.e2e?.create() });
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  const widget = modalWidget(page);
  await connectSandboxBank(widget);
  // The sync has started: a close while the form is still being sent would not be one during a sync.
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(/^(Connecting to|Conectando)/);
  await widget.getByRole('button', { name: /^(close|fechar)$/i }).click();
  await expect(widget.getByRole('heading', { name: /^(Leave before it finishes\?|Sair antes de terminar\?)$/ })).toBeFocused();
  await expect(page.getByRole('dialog')).toBeVisible();
  await widget
    .getByRole('button', { name: /^(close|fechar)$/i })
    .last()
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const { closes, closedAt, hides, eventSessions } = await kit(page);
  expect({ closes, hides }).toEqual({ closes: ['user'], hides: 0 });
  expect(closedAt).toEqual([{ step: 'connecting', connectorId: expect.any(Number), itemId: expect.any(String), sessionId: eventSessions[0] }]);
});
