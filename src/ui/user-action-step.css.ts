// The approval step: the institution's instructions keep their line breaks, in a box set off from the page.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const instructions = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.medium,
  // surface, not surfaceRaised: the light theme's raised colour is the page's own white.
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
