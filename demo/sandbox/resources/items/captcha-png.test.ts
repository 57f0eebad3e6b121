// The image challenge is a real PNG whose dark pixels spell the digits.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { digitsPng } from './captcha-png.js';

describe('digitsPng', () => {
  it('writes a valid grayscale PNG whose width grows with the number of digits', () => {
    const png = digitsPng('123456', 4);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const width = png.readUInt32BE(16);
    expect(width).toBe((6 * 6 + 4) * 4);
    expect(digitsPng('12', 4).readUInt32BE(16)).toBeLessThan(width);
  });

  it('draws different pixels for different digits', () => {
    const pixels = (digits: string) => {
      const png = digitsPng(digits, 1);
      const idat = png.indexOf('IDAT');
      const length = png.readUInt32BE(idat - 4);
      return inflateSync(png.subarray(idat + 4, idat + 4 + length));
    };
    const one = pixels('1');
    const seven = pixels('7');
    expect(one.length).toBe(seven.length);
    expect(one.equals(seven)).toBe(false);
    expect([...one].filter((v) => v === 20).length).toBe(10); // the "1" glyph has 10 lit cells
  });
});
