// Zero transition and animation time for users who ask for reduced motion, on a theme class.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

/** Call from a `.css.ts` file after createTheme, so this rule comes later and wins. */
export function reduceMotion(themeClass: string): void {
  globalStyle(`.${themeClass}`, {
    '@media': { '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.duration]: '0s' } } },
  });
}
