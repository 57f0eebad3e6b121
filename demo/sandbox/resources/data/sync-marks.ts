// What an item's collected data is drawn from besides its id: when each sync collected, and what it collected then.
//
// Data is generated again on each read rather than kept, so what would have been remembered
// between syncs (when a record was first collected) is read off these marks instead.

export type SyncMark = {
  atMs: number;
  /** The products asked for then: the item's, or its connector's when it named none. */
  requested: readonly string[];
  /** Those of them the sync could not collect. */
  failed: readonly string[];
};

/** Marks kept per item; a record first collected before the oldest one kept dates from it. */
export const MAX_SYNC_MARKS = 32;

export const collectedBy = (mark: SyncMark): string[] => mark.requested.filter((product) => !mark.failed.includes(product));

/** The marks with one more, the oldest let go past the bound. */
export const withMark = (marks: readonly SyncMark[], mark: SyncMark): SyncMark[] => [...marks.slice(-(MAX_SYNC_MARKS - 1)), mark];

/**
 * The times, oldest first, of the unbroken run of syncs up to the latest that all collected
 * `needs`: a record the latest sync collected was first collected in that run, as a sync that
 * did not collect it dropped it.
 */
export function runCollecting(marks: readonly SyncMark[], needs: readonly string[]): number[] {
  const run: number[] = [];
  for (let i = marks.length - 1; i >= 0; i--) {
    const mark = marks[i];
    if (!mark || !needs.every((product) => collectedBy(mark).includes(product))) break;
    run.unshift(mark.atMs);
  }
  return run;
}

/** The first sync of `run` at or after `ms`: when a record dated `ms` was first collected. */
export function firstSyncFrom(run: readonly number[], ms: number): number | undefined {
  return run.find((at) => at >= ms) ?? run[run.length - 1];
}
