// The light theme: a class that fills the theme contract's colours with the light token values.
import { assignVars, style } from '@vanilla-extract/css';
import { themeContract } from './contract.css.js';
import { lightTokens } from './light-tokens.js';

export const lightTheme = style({ vars: assignVars(themeContract.color, lightTokens.color) }, 'light');
