// The consent step: the list of what the institution will share, in two columns where the width allows, so the whole step fits a short window.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const products = style({
  margin: 0,
  paddingLeft: vars.space.l,
  columnWidth: '13em',
  columnGap: vars.space.xl,
});

globalStyle(`${products} > li`, { breakInside: 'avoid', marginBottom: vars.space.xxs });
