// The form around credential fields, and its form-level error box.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { body, step } from './styles/text.css.js';

/** Stacked as a step's own parts are: the same rules. */
export const form = step;

/** Body copy in a danger box: the shared body rules, not a copy of them. */
export const formError = style([
  body,
  {
    padding: vars.space.s,
    borderRadius: vars.radius.medium,
    borderLeft: `4px solid ${vars.color.danger}`,
    background: vars.color.dangerSurface,
  },
]);
