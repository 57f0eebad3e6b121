// The search step: the combobox field, the virtualized list of institutions with its group labels.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { LOGO_SIZE } from './connector-logo.css.js';
import { LABEL_HEIGHT, ROW_HEIGHT, VISIBLE_ROWS } from './search-metrics.js';
import { muted } from './styles/text.css.js';

// The field's stack stretches the input to the width.
export { field, label, textInput as input } from './styles/text-input.css.js';

export const listbox = style({
  // Not a share of vh: in the frame that is the frame's own height, which follows the content, so
  // each resize shrank the list again, and the card with it, until they met several resizes later.
  maxHeight: ROW_HEIGHT * VISIBLE_ROWS,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.s}`,
} as const;

export const option = style({
  ...row,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-selected="true"]': {
      background: vars.color.surfaceRaised,
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const groupLabel = style([muted, { lineHeight: `${LABEL_HEIGHT}px`, padding: `0 ${vars.space.s}`, fontWeight: vars.font.weightBold }]);

// The name over its note.
export const optionText = style({ display: 'grid', minWidth: 0 });

const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// Two lines, so a long name stays readable on a 320 px phone; both, with a health line, fit ROW_HEIGHT.
export const optionName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

// Its health, and how it connects and for whom: quiet, but any text's contrast in both themes.
export const optionNote = style([oneLine, muted]);

export const optionWarning = style([oneLine, { fontSize: vars.font.sizeSmall, color: vars.color.warning }]);

/**
 * A row standing in for an institution while the list loads: the logo's tile and the name's bar in
 * the border's colour, faded: a shape on either theme's surface, never text to read. It stands
 * still, so reduced motion has nothing to stop.
 */
export const skeleton = style({
  ...row,
  opacity: 0.3,
  '::before': { content: '""', width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: vars.radius.medium, background: vars.color.border },
  '::after': { content: '""', width: '50%', height: 12, borderRadius: vars.radius.medium, background: vars.color.border },
});
