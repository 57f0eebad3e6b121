// Token values shaped like the theme contract, and the ones light and dark themes share.
import type { vars } from './contract.css.js';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** Every token of the contract, as plain values (so tests can check them without CSS). */
export type ThemeTokens = Leaves<typeof vars>;

export const sharedTokens: Omit<ThemeTokens, 'color' | 'shadow'> = {
  radius: { small: '4px', medium: '8px', large: '12px', round: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeSmall: '0.875rem',
    sizeBody: '1rem',
    sizeTitle: '1.25rem',
    weightRegular: '400',
    weightBold: '600',
    lineHeight: '1.5',
  },
  space: { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' },
  motion: { duration: '150ms' },
};
