// The widget's theme contract: semantic tokens every view styles with. What a theme or a host option
// changes (colors, radii, the font family, motion) is a custom property each theme fills;
// what nothing changes (spacing, type sizes and weights) is a plain value, written once per use.
import { createThemeContract } from '@vanilla-extract/css';
import { fixedTokens } from './tokens.js';

export const themeContract = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    focusRing: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    success: null,
    successSurface: null,
  },
  radius: { small: null, medium: null, large: null, round: null },
  font: { family: null },
  motion: { duration: null },
});

/** Every token, the themed ones as `var(...)` references and the fixed ones as their values. */
export const vars = {
  ...themeContract,
  font: { ...themeContract.font, ...fixedTokens.font },
  space: fixedTokens.space,
};
