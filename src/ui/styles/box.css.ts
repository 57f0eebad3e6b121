// Boxes every later step sets content in: a card on the surface colour, callouts edged in a status colour, and a row of icon and text.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** A stack on the surface colour: lists, instructions (their line breaks kept), the institution's words. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  listStyle: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  whiteSpace: 'pre-line',
});

export const callout = styleVariants({
  danger: [card, { borderLeft: `4px solid ${vars.color.danger}`, background: vars.color.dangerSurface }],
  warning: [card, { borderLeft: `4px solid ${vars.color.warning}`, background: vars.color.warningSurface }],
});

/** An icon or logo beside its text. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });
