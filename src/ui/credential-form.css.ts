// The form around credential fields, and its form-level error box.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { body } from './styles/text.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });

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
