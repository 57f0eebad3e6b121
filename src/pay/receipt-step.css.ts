// The receipt's lines: a term over its value, the end-to-end id in a code face that breaks anywhere.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { card } from '../ui/styles/box.css.js';

export const details = style([card, { whiteSpace: 'normal', gap: vars.space.s }]);

/** A term and its value on one line, the value at the end, as a printed receipt. */
export const line = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.s });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const value = style({ margin: 0, fontWeight: vars.font.weightBold, textAlign: 'end' });

export const code = style({ margin: 0, fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all', userSelect: 'all' });

/** A line of words above the details, in the box with them. */
export const note = style([term, { margin: 0 }]);
