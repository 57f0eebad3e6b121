// A later view's "after a draw, act only if these changed": what an effect's dependency list did,
// kept out of view.ts so the first screen does not carry it.

/** A check that answers true on its first call, then whenever a value differs (Object.is) from the last call's. */
export function changes(): (...now: readonly unknown[]) => boolean {
  let last: readonly unknown[] | undefined;
  return (...now) => {
    const before = last;
    last = now;
    return !before || now.some((value, i) => !Object.is(value, before[i]));
  };
}
