// When a countdown is worth saying aloud: once at first, then as it crosses a few marks, never every second.
export const ANNOUNCE_MARKS = [600, 300, 120, 60, 30, 10] as const;

/** The mark crossed going from `previous` to `current` seconds left, if any. */
export function crossedMark(previous: number | null, current: number): number | null {
  if (previous === null) return null;
  for (const mark of ANNOUNCE_MARKS) {
    if (previous > mark && current <= mark) return mark;
  }
  return null;
}
