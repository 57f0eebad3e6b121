// One credential input: label, control (with the password toggle), image, hint and error.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from './styles/focus.css.js';
import { textInputLook } from './styles/text-input.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const optional = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const input = style([
  focusRing,
  {
    flex: '1 1 auto',
    minWidth: 0,
    ...textInputLook,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    },
  },
]);

export const withToggle = style({ paddingRight: 52 });

export const toggle = style([
  focusRing,
  {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 48,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { color: vars.color.primary } },
  },
]);

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});
