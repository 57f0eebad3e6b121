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
  selectors: {
    // Focus lands here only by script (no Tab reaches it), where Chrome may still mark it focus-visible.
    '&:focus': { outline: 'none' },
  },
});

/** The frame's own text, without a paragraph's margins. */
export const body = style({ margin: 0 });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
