// The store the settings ask for: in memory, or kept in a SQLite file too, each with the sandbox's retention bounds.
import type { SandboxConfig } from '../config.js';
import { retentionBounds } from './retention.js';
import { createSqliteStore } from './sqlite-store.js';
import { createMemoryStore, type Store } from './store.js';

/**
 * `realTime` is what the bounds are measured with: the machine's time, not the sandbox's clock,
 * so moving the clock ahead a day to see what a day does does not drop every item.
 */
export function openStore(config: Pick<SandboxConfig, 'store' | 'maxItems' | 'itemTtlMs'>, realTime: () => number): Store {
  const options = { now: realTime, bounds: retentionBounds(config) };
  return config.store.kind === 'sqlite' ? createSqliteStore(config.store.path, options) : createMemoryStore(options);
}
