// Which validation patterns tell a field's number of digits.
import { describe, expect, it } from 'vitest';
import { digitCount } from './digit-count.js';

describe('digitCount', () => {
  it.each<[string | null | undefined, number]>([
    ['^\\d{6}$', 6],
    ['^[0-9]{4}$', 4],
    // Unanchored, ranges, open-ended or mixed: nothing said.
    ['\\d{6}', 0],
    ['^\\d{4,8}$', 0],
    ['^\\d{6,}$', 0],
    ['^\\d+$', 0],
    ['^\\d{3}\\.?\\d{3}$', 0],
    ['^\\w{6}$', 0],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (pattern, expected) => {
    expect(digitCount(pattern)).toBe(expected);
  });
});
