// The sandbox's clock kept with its state: a clock moved ahead stays ahead after a restart, so dates already handed out stay in the past.
import { type Clock, createClock } from './clock.js';
import type { Store } from './store.js';

/** How far the sandbox's clock is ahead of the machine's, as last moved. */
export type KeptClockOffset = { id: string; offsetMs: number };

const ID = 'offset';

/** A real-time clock that starts as far ahead as the store says, and tells the store each time it is moved. */
export function keptClock(store: Store, realTime: () => number = Date.now): Clock {
  const kept = store.collection('sandboxClock');
  const clock = createClock({ startAt: realTime() + (kept.get(ID)?.offsetMs ?? 0) });
  return {
    ...clock,
    advance(ms) {
      const now = clock.advance(ms);
      kept.put({ id: ID, offsetMs: now - realTime() });
      return now;
    },
  };
}
