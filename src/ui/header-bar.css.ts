// The bar above every step: back on the left, the merchant in the middle, close on the right.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: 44,
  marginBottom: vars.space.s,
});

export const spacer = style({ width: 44, height: 44, flexShrink: 0 });

export const client = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minWidth: 0,
  fontWeight: vars.font.weightBold,
});

// A long name keeps to one line: the step's heading below is what the user reads.
export const name = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const logo = style({ flexShrink: 0, borderRadius: vars.radius.small, objectFit: 'contain' });
