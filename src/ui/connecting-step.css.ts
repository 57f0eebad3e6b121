// The connecting step's progress bar; its fill moves smoothly unless reduced motion is asked for.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const track = style({
  height: 8,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.round,
  transition: `width ${vars.motion.duration} ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const status = style({ margin: 0, fontWeight: vars.font.weightBold });
