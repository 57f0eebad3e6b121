// The connecting step's checklist rows: the running one bold beside the spinner, the pending ones muted, each mark in one place.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { row } from './styles/box.css.js';

export const state = styleVariants({
  done: [row],
  active: [row, { fontWeight: vars.font.weightBold }],
  pending: [row, { color: vars.color.textMuted }],
});

/** Every row's mark takes the same place, so labels line up whatever their state. */
export const mark = style({ display: 'flex', width: 24, color: vars.color.success });
