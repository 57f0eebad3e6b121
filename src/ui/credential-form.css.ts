// The form around credential fields, and its form-level error box.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });

export const formError = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});
