// Host overrides of the theme (primary color, radius, font), once checked, turned into token values.
import { BLACK, WHITE, mix, parseColor, readableOn, toHex } from './color.js';
import { vars } from './contract.css.js';
import { cssVarName } from './css-var.js';

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
    const onPrimary = readableOn(primary);
    properties[cssVarName(vars.color.primary)] = toHex(primary);
    properties[cssVarName(vars.color.onPrimary)] = toHex(onPrimary);
    properties[cssVarName(vars.color.primaryHover)] = toHex(mix(primary, onPrimary === WHITE ? BLACK : WHITE, 0.15));
  }
  if (overrides.radius !== undefined) {
    properties[cssVarName(vars.radius.small)] = `calc(${overrides.radius} / 2)`;
    properties[cssVarName(vars.radius.medium)] = overrides.radius;
    properties[cssVarName(vars.radius.large)] = `calc(${overrides.radius} * 1.5)`;
  }
  if (overrides.fontFamily !== undefined) properties[cssVarName(vars.font.family)] = overrides.fontFamily;
  return properties;
}
