// Initials, color parsing and the text color chosen for contrast.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, type Rgb } from '../theme/color.js';
import { initials, parseHexColor, readableTextOn } from './connector-initials.js';

const rgb = (hex: string): Rgb => {
  const color = parseColor(hex);
  if (!color) throw new Error(`not a color: ${hex}`);
  return color;
};

describe('initials', () => {
  it.each([
    ['Sandbox Bank', 'SB'],
    ['Itaú', 'IT'],
    ['banco do brasil', 'BD'],
    ['C6', 'C6'],
    ['(Nu) Pagamentos', 'NP'],
    ['Itaú-Unibanco', 'IU'],
    ['', '?'],
    [undefined, '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

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

  it.each(['#2A6FDB', '#FFCC00', '#EC7000', '#820AD1', '#767676', '#777777', '#CC092F', '#00A868'])(
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
