// The one visible focus ring every interactive element shares.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
};
