// After a restart on a kept store: the syncs that were running start again, and the auto-syncs of the others are armed again.
import type { SandboxDeps } from '../../core/context.js';
import { engineOf } from './engine.js';
import { itemsOf } from './stored-item.js';

/** Answers how many syncs started again. */
export function resumeItems(deps: SandboxDeps): number {
  const items = itemsOf(deps.store);
  // A read sweeps: the items whose time ran out while the sandbox was stopped go first, with their
  // data and events, as any item let go, rather than being started again.
  items.get('');
  const engine = engineOf(deps);
  let restarted = 0;
  for (const stored of [...items.scan()]) if (engine.resume(stored)) restarted += 1;
  return restarted;
}
