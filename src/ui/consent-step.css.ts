// The consent step: the institution, and the list of what it will share.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const institution = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontWeight: vars.font.weightBold,
});

export const products = style({
  margin: 0,
  paddingLeft: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
