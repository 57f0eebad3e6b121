// How much a long-running sandbox keeps, so that what it holds stays bounded however many clients share it.
import type { SandboxConfig } from '../config.js';
import type { StoreOptions } from './store.js';

/** Events kept per item kept: a sync raises four or five, and the newest are those a client looks for. */
export const EVENTS_PER_ITEM = 2;

/**
 * Items go a while after their last use (any request that names one, or a step of its sync), and
 * the least recently used first past the bound; their data and events go with them. Events are
 * kept as long, and at most twice as many as items, the oldest going first. The time is the machine's: the sandbox's clock,
 * which clients move to see what time does to items, does not age them.
 */
export function retentionBounds(config: Pick<SandboxConfig, 'maxItems' | 'itemTtlMs'>): StoreOptions['bounds'] {
  return {
    items: { maxRecords: config.maxItems, ttlMs: config.itemTtlMs, renewOnRead: true },
    events: { maxRecords: config.maxItems * EVENTS_PER_ITEM, ttlMs: config.itemTtlMs },
  };
}
