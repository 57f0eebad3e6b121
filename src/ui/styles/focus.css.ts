// The one visible focus ring every interactive element shares: a class, so its rule ships once.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
