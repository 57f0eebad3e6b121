// An item as a finished sync leaves it, put straight into a sandbox's store: for tests that need
// collected data without walking a sync.
import type { SandboxDeps } from '../core/context.js';
import { itemsOf, type StoredItem } from '../resources/items/stored-item.js';

export type SyncedItemOptions = { id: string; connectorId: number; products?: string[]; clientId?: string };

export function putSyncedItem(deps: SandboxDeps, { id, connectorId, products, clientId }: SyncedItemOptions): StoredItem {
  const entry = deps.catalogue.find((e) => e.connector.id === connectorId);
  if (!entry) throw new Error(`no connector ${connectorId}`);
  const at = new Date(deps.clock.now()).toISOString();
  return itemsOf(deps.store).put({
    id,
    clientId: clientId ?? deps.config.clientId,
    flow: entry.flow,
    parameters: {},
    execution: 1,
    outdatedRetries: 0,
    syncs: [],
    item: {
      id,
      connector: entry.connector,
      status: 'UPDATED',
      executionStatus: 'SUCCESS',
      products: products ?? entry.connector.products,
      createdAt: at,
      updatedAt: at,
    },
  });
}
