// The error step: the institution's own message sits apart from the widget's copy.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { body } from './styles/text.css.js';

export const provider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
});

/** Body copy that keeps the institution's line breaks. */
export const providerText = style([body, { whiteSpace: 'pre-line' }]);
