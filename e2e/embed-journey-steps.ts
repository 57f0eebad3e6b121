// Steps of the embedding journeys on the demo's merchant pages: start the widget, connect, and
// check the item reached the host page both by its callback and by postMessage.
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, connectSandboxBank, connectedItem, expect, modalWidget } from './embed-fixture.js';
import type { Host } from './embed-fixture.js';

/** The page's log of what the widget told it. */
export const eventLog = (page: Page): Locator => page.getByRole('list', { name: 'Event log' });

/** The inline widget of the raw iframe page, in the iframe the page built itself. */
export const inlineWidget = (page: Page): FrameLocator => page.getByTitle('Connect your bank account').contentFrame();

export type Journey = {
  /** The demo page, e.g. `/script-tag.html`. */
  path: string;
  /** What the user does on the page to bring up the widget (click a button, fill a form). */
  start(page: Page): Promise<void>;
  /** Where the widget shows: the modal's frame unless said otherwise. */
  widget?: (page: Page) => FrameLocator;
  /** The user's walk inside the widget: a Sandbox Bank connection unless said otherwise. */
  walk?: (widget: FrameLocator, page: Page) => Promise<void>;
  /** The line the page's callback writes in its log for the item, when it keeps one. */
  callbackLine?: (itemId: string) => string;
};

/** A click on the page's button with that accessible name. */
export const clickButton =
  (name: string) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('button', { name, exact: true }).click();
  };

/**
 * Opens the page, starts the widget, walks the connection, and expects the item twice: as the page's
 * callback shows it ("Connected item", and its log line) and as the widget's `success` message the
 * host window received from the widget's origin. Returns the item id.
 */
export async function connectAndExpectItem(page: Page, host: Host, journey: Journey): Promise<string> {
  await page.goto(`${DEMO_MERCHANT_URL}${journey.path}`);
  await journey.start(page);
  const widget = (journey.widget ?? modalWidget)(page);
  await (journey.walk ?? ((w) => connectSandboxBank(w)))(widget, page);

  const success = await host.waitForMessage('success');
  const itemId = success.itemId;
  expect(itemId, 'the success message carries the item id').toMatch(/^[A-Za-z0-9_-]+$/);
  if (itemId === undefined) throw new Error('unreachable: checked above');
  await expect(connectedItem(page)).toHaveText(itemId);
  if (journey.callbackLine) await expect(eventLog(page)).toContainText(journey.callbackLine(itemId));
  return itemId;
}

/** The sandbox API as the merchant's backend calls it, server-side with the demo's client credentials. */
export type SandboxApi = {
  createItem(connectorId: number, parameters: Record<string, string>): Promise<string>;
  waitForStatus(itemId: string, status: string): Promise<void>;
  accountNames(itemId: string): Promise<string[]>;
};

export async function demoSandboxApi(request: APIRequestContext): Promise<SandboxApi> {
  const auth = await request.post(`${DEMO_SANDBOX_URL}/auth`, { data: { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } });
  expect(auth.status()).toBe(200);
  const { apiKey } = (await auth.json()) as { apiKey: string };
  const headers = { 'X-API-KEY': apiKey };
  return {
    async createItem(connectorId, parameters) {
      const created = await request.post(`${DEMO_SANDBOX_URL}/items`, { headers, data: { connectorId, parameters } });
      expect(created.status()).toBe(200);
      return ((await created.json()) as { id: string }).id;
    },
    async waitForStatus(itemId, status) {
      await expect
        .poll(async () => ((await (await request.get(`${DEMO_SANDBOX_URL}/items/${itemId}`, { headers })).json()) as { status: string }).status, {
          timeout: 10_000,
        })
        .toBe(status);
    },
    async accountNames(itemId) {
      const listed = await request.get(`${DEMO_SANDBOX_URL}/accounts?itemId=${encodeURIComponent(itemId)}&pageSize=500`, { headers });
      expect(listed.status()).toBe(200);
      return ((await listed.json()) as { results: { name: string }[] }).results.map((account) => account.name);
    },
  };
}

/** The page's accounts table lists exactly the item's accounts, as the API has them. */
export async function expectAccounts(page: Page, api: SandboxApi, itemId: string): Promise<void> {
  const names = await api.accountNames(itemId);
  expect(names.length, 'the sandbox item has accounts to show').toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table).toBeVisible();
  // The first cell of each body row is the account's name.
  await expect(table.locator('tbody tr td:first-child')).toHaveText(names);
}
