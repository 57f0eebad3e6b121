// Host overrides of the theme (primary color, radius, font): validated, then turned into token values.
import { z } from '../api/z.js';
import { BLACK, WHITE, mix, parseColor, readableOn, toHex } from './color.js';
import { vars } from './contract.css.js';
import { cssVarName } from './css-var.js';

const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em|%))$/;
// Names, quotes, commas and spaces only: nothing that can end a declaration or load a resource.
const FONT_LIST = /^[\p{L}\p{N} ,'"_.-]+$/u;

const balancedQuotes = (value: string) => (value.split('"').length - 1) % 2 === 0 && (value.split("'").length - 1) % 2 === 0;

export const CssColor = z
  .string()
  .check(z.refine((value) => parseColor(value) !== null, { error: 'expected an opaque hex, rgb() or hsl() color, such as #0a58c2' }));

export const CssLength = z.string().check(z.regex(LENGTH, { error: 'expected a length such as 8px, 0.5rem or 0' }));

export const FontFamily = z.string().check(
  z.maxLength(200, { error: 'expected a font-family list of at most 200 characters' }),
  z.refine((value) => value.trim() !== '' && FONT_LIST.test(value) && balancedQuotes(value), {
    error: 'expected a font-family list such as "Inter", sans-serif (letters, digits, spaces, quotes, commas, - _ .)',
  }),
);

export const ThemeOverrides = z.object({
  primaryColor: z.optional(CssColor),
  radius: z.optional(CssLength),
  fontFamily: z.optional(FontFamily),
});
export type ThemeOverrides = z.infer<typeof ThemeOverrides>;

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
