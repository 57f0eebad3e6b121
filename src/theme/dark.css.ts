// The dark theme: a class that fills the theme contract's colours with the dark token values.
import { assignVars, style } from '@vanilla-extract/css';
import { themeContract } from './contract.css.js';
import { darkTokens } from './dark-tokens.js';

export const darkTheme = style({ vars: assignVars(themeContract.color, darkTokens.color) }, 'dark');
