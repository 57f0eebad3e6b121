// Token values of the dark theme; every text/background pair meets WCAG AA (see contrast.test).
import { sharedTokens } from './tokens.js';
import type { ThemeTokens } from './tokens.js';

export const darkTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: '#101217',
    surface: '#181b22',
    surfaceRaised: '#20242d',
    text: '#eef0f4',
    textMuted: '#aab1bd',
    border: '#747d8c',
    primary: '#7db3ff',
    primaryHover: '#a4caff',
    onPrimary: '#0a1424',
    focusRing: '#9cc6ff',
    danger: '#ff9089',
    dangerSurface: '#2e1715',
    warning: '#ffc46b',
    warningSurface: '#2b2110',
    success: '#74d99c',
    successSurface: '#112619',
  },
};
