// Shared e2e fixtures: a server-side API helper that plays the merchant's backend.
import { test as base, expect, type APIRequestContext } from '@playwright/test';

type Item = { id: string; status: string; executionStatus: string; parameter?: { type: string; data?: string } | null };

export type Merchant = {
  apiKey: string;
  createItem(connectorId: number, parameters: Record<string, string>, extra?: Record<string, unknown>): Promise<Item>;
  getItem(id: string): Promise<Item>;
  waitForItem(id: string, until: (item: Item) => boolean): Promise<Item>;
};

async function merchantFor(request: APIRequestContext): Promise<Merchant> {
  const auth = await request.post('/auth', { data: { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } });
  expect(auth.status()).toBe(200);
  const { apiKey } = (await auth.json()) as { apiKey: string };
  const headers = { 'X-API-KEY': apiKey };
  const getItem = async (id: string) => (await (await request.get(`/items/${id}`, { headers })).json()) as Item;
  return {
    apiKey,
    async createItem(connectorId, parameters, extra = {}) {
      const r = await request.post('/items', { headers, data: { connectorId, parameters, ...extra } });
      expect(r.status()).toBe(200);
      return (await r.json()) as Item;
    },
    getItem,
    async waitForItem(id, until) {
      let item = await getItem(id);
      await expect
        .poll(
          async () => {
            item = await getItem(id);
            return until(item);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      return item;
    },
  };
}

export const test = base.extend<{ merchant: Merchant }>({
  merchant: async ({ request }, use) => use(await merchantFor(request)),
  // A route a test set (holding a sync, faking an answer) may still be fetching when the test ends:
  // what it was doing no longer matters, and must not fail the run.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
export { expect };
