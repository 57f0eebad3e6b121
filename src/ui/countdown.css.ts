// The remaining-time line of the MFA and approval steps.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const countdown = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const expired = style([countdown, { color: vars.color.danger, fontWeight: vars.font.weightBold }]);
