// The data of the items read last, kept drawn: a client paging through an item's movements draws them once, not once per page.
import type { SandboxDeps } from '../../core/context.js';
import type { StoredItem } from '../items/stored-item.js';
import { generateItemData, type ItemData } from './item-data.js';
import type { SyncMark } from './sync-marks.js';

/** About 300 KB each drawn in full, so some 5 MB at most: enough for as many clients paging at once. */
export const CACHED_ITEMS = 16;

type Cached = { latest: SyncMark; data: ItemData };

const caches = new WeakMap<SandboxDeps, Map<string, Cached>>();

function cacheOf(deps: SandboxDeps): Map<string, Cached> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  return cache;
}

/** The item's data as of its latest sync; drawn again only once another sync has marked it. */
export function itemDataOf(deps: SandboxDeps, stored: StoredItem): ItemData {
  const latest = stored.syncs[stored.syncs.length - 1];
  if (!latest) return generateItemData(stored);
  const cache = cacheOf(deps);
  const cached = cache.get(stored.id);
  cache.delete(stored.id);
  const data = cached?.latest === latest ? cached.data : generateItemData(stored);
  cache.set(stored.id, { latest, data });
  // A Map iterates in insertion order: the first entry is the one read longest ago.
  for (const id of cache.keys()) {
    if (cache.size <= CACHED_ITEMS) break;
    cache.delete(id);
  }
  return data;
}

/** The item's data as of its latest sync if it is still drawn, without drawing it. */
export function drawnItemDataOf(deps: SandboxDeps, stored: StoredItem): ItemData | undefined {
  const cached = caches.get(deps)?.get(stored.id);
  return cached && cached.latest === stored.syncs[stored.syncs.length - 1] ? cached.data : undefined;
}

export function forgetItemData(deps: SandboxDeps, itemId: string): void {
  caches.get(deps)?.delete(itemId);
}
