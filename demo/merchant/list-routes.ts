// What the playground picks from, read with the merchant's API Key: the institutions, and its items with their status.
import type { Hono } from 'hono';
import type { Connector, Item } from '../../src/api/schemas/index.js';
import { ApiAnswer, type SandboxApi } from './sandbox-api.js';

/** What the pages show of a connector. */
export type ListedConnector = { id: number; name: string; type: string | null; country: string | null; isSandbox: boolean };

/** What the pages show of an item: enough to tell one from another and why it may need an update. */
export type ListedItem = {
  id: string;
  connectorName: string | null;
  status: string;
  executionStatus: string;
  errorCode: string | null;
  updatedAt: string | null;
};

/** A page lists the latest items only: a long-lived sandbox may hold thousands. */
export const LISTED_ITEMS = 50;

const NO_STORE = { 'Cache-Control': 'no-store' };

const listedConnector = (connector: Connector): ListedConnector => ({
  id: connector.id,
  name: connector.name ?? `Connector ${connector.id}`,
  type: connector.type ?? null,
  country: connector.country ?? null,
  isSandbox: connector.isSandbox === true,
});

const listedItem = (item: Item): ListedItem => ({
  id: item.id,
  connectorName: item.connector?.name ?? null,
  status: item.status,
  executionStatus: item.executionStatus,
  errorCode: item.error?.code ?? null,
  updatedAt: item.updatedAt ?? null,
});

const messageOf = (error: unknown): string => (error instanceof ApiAnswer ? error.message : 'The API could not be reached');

export function addListRoutes(app: Hono, api: SandboxApi): void {
  app.get('/api/connectors', async (c) => {
    try {
      return c.json({ connectors: (await api.connectors()).map(listedConnector) }, 200, NO_STORE);
    } catch (error) {
      return c.json({ message: messageOf(error) }, 502, NO_STORE);
    }
  });

  // A real merchant lists only the signed-in user's items; the demo has a single user.
  app.get('/api/items', async (c) => {
    try {
      return c.json({ items: (await api.items(LISTED_ITEMS)).map(listedItem) }, 200, NO_STORE);
    } catch (error) {
      return c.json({ message: messageOf(error) }, 502, NO_STORE);
    }
  });
}
