// The consent step: the list of what the institution will share, tight so the whole step fits a phone's screen.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const products = style({
  margin: 0,
  paddingLeft: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
