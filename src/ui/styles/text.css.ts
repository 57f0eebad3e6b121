// Shared text styles of the steps: the focusable heading, body copy, muted notes, a step's stack.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

// Text colour, size, line height and wrapping are inherited from the app's frame (app.css.ts): a
// style here sets only what differs from it.

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  borderRadius: vars.radius.small,
  selectors: {
    // Focus lands here by script on each step; keyboard users still see where they are.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The frame's own text, without a paragraph's margins. */
export const body = style({ margin: 0 });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
