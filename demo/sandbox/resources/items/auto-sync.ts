// Auto-sync: an item is synced again by itself at its nextAutoSyncAt, on the sandbox's clock.
//
// After a success that is a day later; an OUTDATED item is retried an hour later, five times at
// most (the engine sets nextAutoSyncAt, null when the item is dropped from auto-sync). Like every
// step of a sync, an auto-sync counts as a use of the item: one nobody used for the item lifetime
// (a day by default, the same as the auto-sync's) is let go as its auto-sync comes due.
//
// A clock moved several days at once would sync an item once per day crossed, each drawing the
// item's data, and hold the sandbox for seconds per item. So within one move an item syncs once,
// at its first auto-sync, and once more where the move ends: its later auto-syncs on the way wait
// for that one.
import type { SandboxDeps } from '../../core/context.js';
import { itemsOf, type StoredItem } from './stored-item.js';

export type AutoSync = {
  /** Schedules the item's next auto-sync at its nextAutoSyncAt, replacing any other; none when it is null. */
  schedule(stored: StoredItem): void;
  /** Drops the item's scheduled auto-sync: a new execution started, or the item went. */
  cancel(itemId: string): void;
};

export function createAutoSync(deps: SandboxDeps, run: (stored: StoredItem) => void): AutoSync {
  const items = itemsOf(deps.store);
  const scheduled = new Map<string, () => void>();
  /** Items that auto-synced in the clock's current run, and those waiting for its end. */
  const ranThisMove = new Set<string>();
  const waitingForEnd = new Map<string, { stored: StoredItem; execution: number }>();
  const current = (stored: StoredItem, execution: number) => stored.execution === execution && items.get(stored.id) === stored;

  // The clock runs every task of a move in one go, so no promise settles in between: the first
  // microtask after an auto-sync is the end of the move (or of the single timer that fired).
  const endOfMove = () => {
    ranThisMove.clear();
    const waiting = [...waitingForEnd.values()];
    waitingForEnd.clear();
    for (const { stored, execution } of waiting) if (current(stored, execution)) run(stored);
  };

  const cancel = (itemId: string) => {
    scheduled.get(itemId)?.();
    scheduled.delete(itemId);
    waitingForEnd.delete(itemId);
  };
  return {
    cancel,
    schedule(stored) {
      cancel(stored.id);
      const at = Date.parse(stored.item.nextAutoSyncAt ?? '');
      if (!Number.isFinite(at)) return;
      const execution = stored.execution;
      const due = deps.clock.after(Math.max(0, at - deps.clock.now()), () => {
        scheduled.delete(stored.id);
        if (!current(stored, execution)) return;
        if (ranThisMove.size === 0 && waitingForEnd.size === 0) queueMicrotask(endOfMove);
        if (ranThisMove.has(stored.id)) {
          waitingForEnd.set(stored.id, { stored, execution });
          return;
        }
        ranThisMove.add(stored.id);
        run(stored);
      });
      scheduled.set(stored.id, due);
    },
  };
}
