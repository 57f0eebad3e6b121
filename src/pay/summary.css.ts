// The payment's summary above every step: the amount first, then to whom and what for.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { card } from '../ui/styles/box.css.js';

export const summary = style([card, { gap: vars.space.xxs, marginBottom: vars.space.l, whiteSpace: 'normal' }]);

export const amount = style({ margin: 0, fontSize: '1.75rem', fontWeight: vars.font.weightBold, lineHeight: 1.2 });
