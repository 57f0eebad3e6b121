// The look every text input shares (the search box and credential fields): one class, so its rules
// ship once, with the first screen, and the later steps' fields reuse them.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from './focus.css.js';

export const textInput = style([
  focusRing,
  {
    minHeight: 44,
    padding: `${vars.space.xs} ${vars.space.s}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    // 16 px or more keeps mobile browsers from zooming into the field.
    fontSize: `max(16px, ${vars.font.sizeBody})`,
  },
]);
