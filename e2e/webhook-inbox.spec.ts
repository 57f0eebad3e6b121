// The demo's webhook inbox as a merchant testing against the sandbox uses it: connect a bank, then watch its notifications arrive.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { connectSandboxBank, DEMO_MERCHANT_URL, expect, modalWidget, test } from './embed-fixture.js';
import { demoSandboxApi } from './embed-journey-steps.js';

const INBOX = `${DEMO_MERCHANT_URL}/webhooks.html`;
const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
/** The event names of the rows about one item, as the page shows them. */
const eventsOf = (page: Page, itemId: string) =>
  deliveries(page)
    .filter({ hasText: `itemId ${itemId}` })
    .locator('summary > span:first-of-type')
    .allTextContents();

test('a bank connected on the script-tag page: its item/created, item/login_succeeded and item/updated arrive in the inbox', async ({
  page,
  host,
  request,
}) => {
  await page.goto(`${DEMO_MERCHANT_URL}/script-tag.html`);
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  await connectSandboxBank(modalWidget(page));
  const { itemId } = await host.waitForMessage('success');
  if (itemId === undefined) throw new Error('the success message carried no item id');
  await modalWidget(page)
    .getByRole('button', { name: /^(Done|Concluir)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Webhook inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook inbox' })).toBeVisible();
  await expect(page.getByText('Registered: 31 webhooks, one per event')).toBeVisible();
  // The sandbox delivers on its own time: the page, refreshing itself, shows them as they come.
  await expect
    .poll(() => eventsOf(page, itemId), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['item/created', 'item/login_succeeded', 'item/updated']));

  // A row opens to the body the sandbox sent, as text.
  const created = deliveries(page)
    .filter({ hasText: `itemId ${itemId}` })
    .filter({ hasText: 'item/created' });
  await created.locator('summary').click();
  await expect(created.locator('pre').last()).toContainText(`"itemId": "${itemId}"`);
  await expect(created.locator('pre').last()).toContainText('"event": "item/created"');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A delivery arriving while the page is open is said, politely.
  const api = await demoSandboxApi(request);
  const another = await api.createItem(0, { user: 'user-ok', password: 'password-ok' });
  await expect.poll(() => eventsOf(page, another), { timeout: 15_000 }).toContain('item/created');
  await expect(page.getByRole('status').filter({ hasText: /new deliver(y|ies)/ })).toBeVisible();
  // Still open: a refresh adds rows without redrawing the ones shown.
  await expect(created.locator('pre').last()).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(deliveries(page).filter({ hasText: `itemId ${itemId}` })).toHaveCount(0);
  expect(host.errors).toEqual([]);
});

test('on a phone: no registration, an empty inbox that says how to fill it, then a hostile body shown as text', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let inbox: Record<string, unknown> = {
    limit: 200,
    registration: { state: 'failed', url: 'x', reason: 'the API refused it (400)' },
    deliveries: [],
  };
  await page.route('**/api/webhooks', (route) => route.fulfill({ json: inbox }));
  await page.goto(INBOX);
  await expect(page.getByText('Webhooks are not registered: the API refused it (400).')).toBeVisible();
  await expect(page.getByText('Nothing delivered yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'script tag page' })).toHaveAttribute('href', '/script-tag.html');

  const hostile = '<img src=x id=injected>';
  inbox = {
    ...inbox,
    deliveries: [
      {
        seq: 1,
        receivedAt: new Date().toISOString(),
        readable: true,
        event: hostile,
        eventId: 'e',
        ids: [{ name: 'itemId', value: 'a-very-long-item-id-'.repeat(6) }],
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: hostile, note: 'x'.repeat(300) }, null, 2),
      },
    ],
  };
  await expect(page.getByRole('status')).toHaveText(`1 new delivery: ${hostile}`);
  await deliveries(page).first().locator('summary').click();
  await expect(deliveries(page).first().locator('summary')).toContainText(hostile);
  await expect(page.locator('#injected')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
