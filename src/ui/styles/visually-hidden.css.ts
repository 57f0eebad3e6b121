// Hides text from the eye but keeps it for screen readers (live regions, extra context).
import { style } from '@vanilla-extract/css';

/** For the widget's own divs and spans, which have no padding, margin or border to undo. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
