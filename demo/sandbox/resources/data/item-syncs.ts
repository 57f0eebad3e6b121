// What a finished sync leaves on its item (the mark its data is drawn from, the consent it records), and what goes with the item.
import type { SandboxDeps } from '../../core/context.js';
import type { StoredItem } from '../items/stored-item.js';
import { consentsFor } from './consent.js';
import { forgetItemData } from './item-data-cache.js';
import { itemContext, requestedProducts } from './item-context.js';
import { type ConsentRecord, consentsOf, userCategoriesOf } from './records.js';
import { withMark } from './sync-marks.js';

/** A sync collected the item's products but `failedProducts`: reads draw the item's data from now on as of this moment. */
export function recordSync(deps: SandboxDeps, stored: StoredItem, { failedProducts = [] }: { failedProducts?: readonly string[] } = {}): void {
  const mark = { atMs: deps.clock.now(), requested: requestedProducts(stored), failed: failedProducts };
  stored.syncs = withMark(stored.syncs, mark);
  const consents = consentsOf(deps.store);
  for (const consent of consentsFor(itemContext(stored, mark), consents.where('itemId', stored.id))) consents.put(consent);
}

/** The item's consent in force, if it is an open-finance item that has synced. */
export function currentConsentOf(deps: SandboxDeps, itemId: string): ConsentRecord | undefined {
  return consentsOf(deps.store)
    .where('itemId', itemId)
    .find((consent) => consent.revokedAt == null);
}

/** Drops what the store keeps of an item's data: its consents, its users' categories, its drawn data. */
export function deleteItemData(deps: SandboxDeps, itemId: string): void {
  for (const collection of [consentsOf(deps.store), userCategoriesOf(deps.store)]) {
    for (const record of collection.where('itemId', itemId)) collection.delete(record.id);
  }
  forgetItemData(deps, itemId);
}
