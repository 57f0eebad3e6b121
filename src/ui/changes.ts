// A later view's "after a draw, act only if these changed": what an effect's dependency list did,
// kept out of view.ts so the first screen does not carry it.
import type { Announce, Politeness } from './view-context.js';

/** A check that answers true on its first call, then whenever a value differs (Object.is) from the last call's. */
export function changes(): (...now: readonly unknown[]) => boolean {
  let last: readonly unknown[] | undefined;
  return (...now) => {
    const before = last;
    last = now;
    return !before || now.some((value, i) => !Object.is(value, before[i]));
  };
}

/**
 * One line a view speaks, called after each draw with the line it showed: said when it appears or
 * changes (or the announcer is a new one), nothing while there is none.
 */
export function sayer(): (announce: Announce, line: string | null, politeness?: Politeness) => void {
  const changed = changes();
  return (announce, line, politeness) => {
    if (changed(line, announce) && line) announce(line, politeness);
  };
}
