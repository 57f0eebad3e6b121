// A countdown is announced at marks, not every second, even when ticks are skipped.
import { describe, expect, it } from 'vitest';
import { crossedMark } from './countdown-announcements.js';

describe('crossedMark', () => {
  it.each([
    [null, 290, null],
    [291, 290, null],
    [61, 60, 60],
    [65, 58, 60],
    [31, 30, 30],
    [11, 10, 10],
    [10, 9, null],
    [400, 250, 300],
  ])('%s → %d', (previous, current, expected) => {
    expect(crossedMark(previous, current)).toBe(expected);
  });

  it('says a five-minute wait five times: at first, then at 2 min, 1 min, 30 s and 10 s', () => {
    let previous: number | null = null;
    let said = 1; // the first value is said on its own
    for (let s = 300; s >= 0; s--) {
      if (crossedMark(previous, s) !== null) said++;
      previous = s;
    }
    expect(said).toBe(5);
  });
});
