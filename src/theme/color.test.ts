// Color parsing and contrast math against known WCAG values.
import { describe, expect, it } from 'vitest';
import { type Rgb, contrastRatio, parseColor, toHex } from './color.js';

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

describe('parseColor', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#0A58C2', '#0a58c2'],
    ['rgb(10, 88, 194)', '#0a58c2'],
    ['rgb(10 88 194)', '#0a58c2'],
    ['rgb(100% 0% 0%)', '#ff0000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hsl(240deg 100% 50%)', '#0000ff'],
  ])('reads %s', (input, hex) => {
    const color = parseColor(input);
    expect(color && toHex(color)).toBe(hex);
  });

  it.each(['red', '#ffff', '#12345', 'rgb(1,2)', 'rgba(0,0,0,0.5)', 'rgb(0 0 0 / 0.5)', 'url(x)', 'hsl(1, 2, 3)', ''])('refuses %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a color on itself', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });
});
