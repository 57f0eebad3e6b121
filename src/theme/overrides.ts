// Host overrides of the theme (primary color, radius, font), once checked, turned into token values.
import { parseColor, toHex } from './color.js';
import { readableTextOn } from './hex-color.js';
import { overrideVars as names } from './override-vars.css.js';

/** Overrides already checked (see override-values.ts): values safe to put in a stylesheet. */
export type ThemeOverrides = { primaryColor?: string; radius?: string; fontFamily?: string };

/**
 * Custom properties (name → value) for validated overrides. A custom primary brings its own
 * onPrimary (black or white, whichever reaches AA) and a hover shade that only adds contrast.
 */
export function overrideProperties(overrides: ThemeOverrides): Record<string, string> {
  const properties: Record<string, string> = {};
  const primary = overrides.primaryColor === undefined ? null : parseColor(overrides.primaryColor);
  if (primary) {
    // Chosen on the colour as it is written, to the byte.
    const hex = toHex(primary);
    const onPrimary = readableTextOn(hex);
    properties[names.primary] = hex;
    properties[names.onPrimary] = onPrimary;
    // Mixed by the browser: 15% toward black under white text, toward white under black text.
    properties[names.primaryHover] = `color-mix(in srgb, ${hex} 85%, ${onPrimary === '#FFFFFF' ? '#000' : '#fff'})`;
  }
  if (overrides.radius !== undefined) {
    properties[names.radiusSmall] = `calc(${overrides.radius} / 2)`;
    properties[names.radiusMedium] = overrides.radius;
    properties[names.radiusLarge] = `calc(${overrides.radius} * 1.5)`;
  }
  if (overrides.fontFamily !== undefined) properties[names.fontFamily] = overrides.fontFamily;
  return properties;
}
