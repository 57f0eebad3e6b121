// The format and version information as the standard tabulates them, so a reader that checks them strictly finds them as printed.
import { describe, expect, it } from 'vitest';
import { formatBits, versionBits } from './qr-matrix.js';

describe('the information around the finders', () => {
  it.each([
    [0, '101010000010010'],
    [1, '101000100100101'],
    [2, '101111001111100'],
    [3, '101101101001011'],
    [4, '100010111111001'],
    [5, '100000011001110'],
    [6, '100111110010111'],
    [7, '100101010100000'],
  ])('level M with mask %i is %s', (mask, bits) => {
    expect(formatBits(mask).toString(2).padStart(15, '0')).toBe(bits);
  });

  it.each([
    [7, '07c94'],
    [8, '085bc'],
    [20, '149a6'],
    [40, '28c69'],
  ])('version %i is written as 0x%s', (version, bits) => {
    expect(versionBits(version).toString(16).padStart(5, '0')).toBe(bits);
  });
});
