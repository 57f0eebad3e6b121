// The light theme: a class that fills the theme contract with the light token values.
import { createTheme } from '@vanilla-extract/css';
import { themeContract } from './contract.css.js';
import { lightTokens } from './light-tokens.js';
import { reduceMotion } from './reduced-motion.js';

export const lightTheme = createTheme(themeContract, lightTokens, 'light');
reduceMotion(lightTheme);
