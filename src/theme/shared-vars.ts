// The theme contract's tokens every theme shares (radii, font, motion), as style properties for the
// widget's root: written once, not once per theme, and zero motion for users who ask for less.
import { assignVars, type StyleRule } from '@vanilla-extract/css';
import { themeContract, vars } from './contract.css.js';
import { sharedTokens } from './tokens.js';

const { color: _themed, ...shared } = themeContract;

export const sharedVars: StyleRule = {
  vars: assignVars(shared, sharedTokens),
  '@media': { '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.duration]: '0s' } } },
};
