// Hex colors read from network data, and the text color chosen for contrast on them.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, type Rgb } from './color.js';
import { parseHexColor, readableTextOn } from './hex-color.js';

const rgb = (hex: string): Rgb => {
  const color = parseColor(hex);
  if (!color) throw new Error(`not a color: ${hex}`);
  return color;
};

describe('parseHexColor', () => {
  it.each([
    ['#2a6fdb', '#2A6FDB'],
    ['2A6FDB', '#2A6FDB'],
    ['#abc', '#AABBCC'],
    ['red', null],
    ['#12345', null],
    ['#000; background:url(x)', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(parseHexColor(value)).toBe(expected);
  });
});

describe('readableTextOn', () => {
  it.each(['#2A6FDB', '#FFCC00', '#EC7000', '#820AD1', '#FFFFFF', '#000000', '#CC092F', '#00A868'])(
    'text on %s has a contrast of 4.5:1 or more',
    (background) => {
      expect(contrastRatio(rgb(background), rgb(readableTextOn(background)))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['#2A6FDB', '#FFCC00', '#EC7000', '#820AD1', '#767676', '#777777', '#CC092F', '#00A868', '#0a58c2', '#595959'])(
    'picks whichever of black and white contrasts more with %s',
    (background) => {
      const [black, white] = [contrastRatio(rgb(background), rgb('#000000')), contrastRatio(rgb(background), rgb('#FFFFFF'))];
      expect(readableTextOn(background)).toBe(black > white ? '#000000' : '#FFFFFF');
    },
  );

  it('is dark on yellow and light on purple', () => {
    expect(readableTextOn('#FFCC00')).toBe('#000000');
    expect(readableTextOn('#820AD1')).toBe('#FFFFFF');
  });
});
