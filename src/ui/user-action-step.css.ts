// The approval step: the institution's instructions keep their line breaks, in a box set off from the page.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { body } from './styles/text.css.js';

/** Body copy (the shared rules, not a copy of them) in a box. */
export const instructions = style([
  body,
  {
    padding: vars.space.s,
    borderRadius: vars.radius.medium,
    // surface, not surfaceRaised: the light theme's raised colour is the page's own white.
    background: vars.color.surface,
    whiteSpace: 'pre-line',
  },
]);
