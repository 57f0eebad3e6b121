// The transactions events of a sync that collected movements: created, and on a later sync updated and deleted, as its data shows them.
import type { EventName } from '../../core/events.js';
import type { SandboxDeps } from '../../core/context.js';
import type { ItemData } from '../data/item-data.js';
import { itemDataOf } from '../data/item-data-cache.js';
import { transactionChanges } from '../data/transaction-changes.js';
import type { StoredItem } from './stored-item.js';

type Emit = (stored: StoredItem, event: EventName, payload?: Record<string, unknown>) => void;

/**
 * transactions/created once per sync that added movements, with the createdAt they carry (list
 * them with GET /v2/transactions?createdAtFrom=); transactions/updated and transactions/deleted
 * once per account, with the ids the sync modified or removed. `previous` is the data of the sync
 * before when it is still drawn: a clock moved days ahead syncs once a day, and each sync then
 * draws only its own data.
 */
export function emitTransactionEvents(deps: SandboxDeps, stored: StoredItem, emit: Emit, previous: ItemData | undefined): void {
  const syncedAt = new Date(deps.clock.now()).toISOString();
  // A first collection adds every movement; no need to draw them to say so.
  const changes = stored.syncs.length > 1 ? transactionChanges(stored, itemDataOf(deps, stored), previous) : undefined;
  if (!changes || changes.created > 0) emit(stored, 'transactions/created', { transactionsCreatedAtFrom: syncedAt });
  for (const [accountId, transactionIds] of changes?.updated ?? []) emit(stored, 'transactions/updated', { accountId, transactionIds });
  for (const [accountId, transactionIds] of changes?.deleted ?? []) emit(stored, 'transactions/deleted', { accountId, transactionIds });
}
