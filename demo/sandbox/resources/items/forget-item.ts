// What goes with an item the sandbox lets go of (a day unused, or pushed out by newer items): its running sync, its data, its events.
import type { SandboxDeps } from '../../core/context.js';
import { deleteItemData } from '../data/item-syncs.js';
import { engineOf } from './engine.js';
import type { StoredItem } from './stored-item.js';

export function forgetItem(deps: SandboxDeps, stored: StoredItem): void {
  engineOf(deps).stop(stored);
  deleteItemData(deps, stored.id);
  // Unlike a DELETE, which the item's events record, nothing happened that a client should hear of.
  const events = deps.store.collection('events');
  for (const event of events.where('itemId', stored.id)) events.delete(event.id);
}
