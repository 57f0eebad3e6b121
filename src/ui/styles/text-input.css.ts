// A labelled text field (the search box and credential fields): the label over its control, and the
// look every text input shares. One set of classes, so its rules ship once, with the first screen,
// and the later steps' fields reuse them.
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

/** The label over its control (and what follows it: a hint, an error). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightBold });
