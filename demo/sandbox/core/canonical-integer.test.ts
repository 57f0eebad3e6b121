// Which spellings name an integer: the canonical decimal one only.
import { describe, expect, it } from 'vitest';
import { canonicalInteger } from './canonical-integer.js';

const CASES: [string, number | undefined][] = [
  ['0', 0],
  ['42', 42],
  ['-7', -7],
  ['9007199254740991', 9007199254740991],
  ...['00', '+0', '-0', '0x0', '0.0', '1e0', '1.', ' 1', '1 ', '', '0b1', '0o1', 'Infinity', 'NaN', '9007199254740993', '٠', '１'].map(
    (raw): [string, undefined] => [raw, undefined],
  ),
];

describe('canonicalInteger', () => {
  it.each(CASES)('%j → %s', (raw, expected) => {
    expect(canonicalInteger(raw)).toBe(expected);
  });
});
