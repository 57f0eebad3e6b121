// One credential input: label, control (with the password toggle), image, hint and error.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from './styles/focus.css.js';
import { alertText } from './styles/status.css.js';
import { muted } from './styles/text.css.js';
import { textInput } from './styles/text-input.css.js';

// The search box's stack and label too.
export { field, label } from './styles/text-input.css.js';

export const optional = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

// The input, a flex item, stretches to the row's height (the default); the toggle sits over its end.
export const control = style({ position: 'relative', display: 'flex' });

export const input = style([
  textInput,
  {
    flex: '1 1 auto',
    minWidth: 0,
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

// A flex item of the field, so a block already; its height follows its width.
export const image = style({
  maxWidth: '100%',
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

// The shared muted note's rules, not a copy of them (the later steps' rules come after it).
export const hint = muted;

// The shared urgent words, at a note's size.
export const error = style([muted, alertText]);
