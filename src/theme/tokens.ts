// Token values shaped like the theme contract, the ones light and dark themes share, and the fixed
// ones no theme or option changes.
import type { themeContract } from './contract.css.js';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** Every token a theme fills, as plain values (so tests can check them without CSS). */
export type ThemeTokens = Leaves<typeof themeContract>;

export const sharedTokens: Omit<ThemeTokens, 'color'> = {
  radius: { small: '4px', medium: '8px', large: '12px', round: '999px' },
  // Every browser that runs the widget's ES2022 code has system-ui (Safari since 11, Chrome 56,
  // Firefox 92): the older names of the usual stack would never be reached.
  font: { family: 'system-ui,sans-serif' },
  motion: { duration: '150ms' },
};

/** The same in every theme, and no host option changes them. */
export const fixedTokens = {
  font: { sizeSmall: '0.875rem', sizeBody: '1rem', sizeTitle: '1.25rem', weightRegular: '400', weightBold: '600', lineHeight: '1.5' },
  space: { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' },
} as const;
