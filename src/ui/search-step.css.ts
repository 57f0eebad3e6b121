// The search step: the combobox field and the virtualized, scrollable list of institutions.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { textInput } from './styles/text-input.css.js';
import { ROW_HEIGHT, VISIBLE_ROWS } from './search-metrics.js';

export const label = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weightBold,
});

export const input = style([textInput, { display: 'block', width: '100%' }]);

export const listbox = style({
  maxHeight: `min(${ROW_HEIGHT * VISIBLE_ROWS}px, 55vh)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.s}`,
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

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

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

export const optionWarning = style([oneLine, { fontSize: vars.font.sizeSmall, color: vars.color.warning }]);

export const optionOffline = style([oneLine, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted }]);
