// The one turning ring of the widget (loading, a running sync, waiting on an institution): it stands still under reduced motion.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  width: 24,
  height: 24,
  flex: '0 0 auto',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
