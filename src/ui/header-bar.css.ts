// The bar above every step: back on the left, close on the right.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 44,
  marginBottom: vars.space.s,
});

export const spacer = style({ width: 44, height: 44 });
