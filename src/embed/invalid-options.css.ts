// The element's own reason for refusing its options, shown in place of the widget.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const optionError = style({
  margin: vars.space.l,
  padding: vars.space.l,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const optionErrorTitle = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
});

export const optionErrorText = style({ margin: 0, color: vars.color.text });
