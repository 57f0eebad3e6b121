// The look every text input shares (the search box and credential fields): one place for it.
import { vars } from '../../theme/contract.css.js';

export const textInputLook = {
  minHeight: 44,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  // 16 px or more keeps mobile browsers from zooming into the field.
  fontSize: `max(16px, ${vars.font.sizeBody})`,
} as const;
