// The success step: a calm confirmation, and the products a partial sync missed.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  borderRadius: vars.radius.medium,
  background: vars.color.successSurface,
});

export const partial = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const list = style({ margin: 0, paddingLeft: vars.space.l });

export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
