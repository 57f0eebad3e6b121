// Shared text styles of the steps: the focusable heading, body copy, muted notes, a step's stack.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: {
    // Focus lands here by script on each step; keyboard users still see where they are.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const body = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});
