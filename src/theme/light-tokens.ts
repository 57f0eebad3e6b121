// Token values of the light theme; every text/background pair meets WCAG AA (see contrast.test).
import { sharedTokens } from './tokens.js';
import type { ThemeTokens } from './tokens.js';

export const lightTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceRaised: '#ffffff',
    text: '#16191f',
    textMuted: '#4d5562',
    border: '#7b8494',
    primary: '#0a58c2',
    primaryHover: '#08469b',
    onPrimary: '#ffffff',
    focusRing: '#0a58c2',
    danger: '#b3261e',
    dangerSurface: '#fdf0ef',
    warning: '#8a4600',
    warningSurface: '#fff7e6',
    success: '#146c3a',
    successSurface: '#ebf7f0',
  },
};
