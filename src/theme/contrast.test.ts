// Every text/background pair the tokens imply meets WCAG AA, in both themes.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color.js';
import type { Rgb } from './color.js';
import { darkTokens } from './dark-tokens.js';
import { lightTokens } from './light-tokens.js';
import type { ThemeTokens } from './tokens.js';

type ColorName = keyof ThemeTokens['color'];

const TEXT = 4.5;
/** Non-text contrast (WCAG 1.4.11): focus indicators and input borders. */
const UI = 3;

const PAIRS: [ColorName, ColorName, number][] = [
  ['text', 'background', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surfaceRaised', TEXT],
  ['textMuted', 'background', TEXT],
  ['textMuted', 'surface', TEXT],
  ['textMuted', 'surfaceRaised', TEXT],
  ['onPrimary', 'primary', TEXT],
  ['onPrimary', 'primaryHover', TEXT],
  ['primary', 'background', TEXT],
  ['primary', 'surface', TEXT],
  ['primary', 'surfaceRaised', TEXT],
  ['danger', 'dangerSurface', TEXT],
  ['danger', 'background', TEXT],
  ['danger', 'surface', TEXT],
  ['warning', 'warningSurface', TEXT],
  ['warning', 'background', TEXT],
  ['success', 'successSurface', TEXT],
  ['success', 'background', TEXT],
  ['text', 'dangerSurface', TEXT],
  ['text', 'warningSurface', TEXT],
  ['text', 'successSurface', TEXT],
  ['focusRing', 'background', UI],
  ['focusRing', 'surface', UI],
  ['focusRing', 'surfaceRaised', UI],
  ['border', 'background', UI],
  ['border', 'surface', UI],
  ['border', 'surfaceRaised', UI],
];

const rgb = (value: string): Rgb => {
  const color = parseColor(value);
  if (!color) throw new Error(`not an opaque color: ${value}`);
  return color;
};

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as const)('%s theme', (_name, tokens) => {
  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, minimum) => {
    expect(contrastRatio(rgb(tokens.color[fg]), rgb(tokens.color[bg]))).toBeGreaterThanOrEqual(minimum);
  });
});
