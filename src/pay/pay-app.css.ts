// The payer page itself: the theme on the document, a centred card 420 px wide on a desktop, the whole width on a phone.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { sharedVars } from '../theme/shared-vars.js';
import { listbox } from '../ui/search-step.css.js';
import { ROW_HEIGHT, VISIBLE_ROWS } from '../ui/search-metrics.js';

globalStyle('body', { margin: 0 });

/** On the document element, beside the theme's class. */
export const root = style({
  ...sharedVars,
  minHeight: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  overflowWrap: 'anywhere',
  WebkitTextSizeAdjust: '100%',
  '@media': { 'screen and (min-width: 480px)': { background: vars.color.surface } },
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

export const card = style({
  maxWidth: 420,
  margin: '0 auto',
  padding: vars.space.m,
  background: vars.color.background,
  '@media': {
    'screen and (min-width: 480px)': {
      margin: `${vars.space.xl} auto`,
      borderRadius: vars.radius.large,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

/**
 * In a host's frame the host's modal or container is the card: the page fills the frame, with no
 * border, margin or surface of its own (and its height, which the host sizes the frame to, is the card's).
 */
export const framed = style({ background: vars.color.background });
globalStyle(`${framed} ${card}`, { maxWidth: 'none', margin: 0, border: 'none', borderRadius: 0 });

/**
 * The payer page as a whole page on a phone: the bank list reaches down the screen instead of
 * stopping at the widget's height, which leaves a blank third under it. The summary, heading and
 * field above it and the line under it take about 380 px. Never in a frame, whose height follows
 * the content (the list would chase its own height).
 */
globalStyle(`${root}:not(${framed}) ${listbox}`, {
  '@media': { 'screen and (max-width: 479px)': { maxHeight: `max(${ROW_HEIGHT * VISIBLE_ROWS}px, calc(100dvh - 380px))` } },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold });

// The quiet line under every step, as under the widget's.
export const secured = style({
  margin: `${vars.space.l} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
