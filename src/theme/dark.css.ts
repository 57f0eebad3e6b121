// The dark theme: a class that fills the theme contract with the dark token values.
import { createTheme } from '@vanilla-extract/css';
import { themeContract } from './contract.css.js';
import { darkTokens } from './dark-tokens.js';
import { reduceMotion } from './reduced-motion.js';

export const darkTheme = createTheme(themeContract, darkTokens, 'dark');
reduceMotion(darkTheme);
