// The widget's theme contract: semantic tokens every view styles with, filled by each theme.
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
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
    overlay: null,
  },
  radius: { small: null, medium: null, large: null, round: null },
  font: { family: null, sizeSmall: null, sizeBody: null, sizeTitle: null, weightRegular: null, weightBold: null, lineHeight: null },
  space: { xxs: null, xs: null, s: null, m: null, l: null, xl: null },
  shadow: { raised: null },
  motion: { duration: null },
});
