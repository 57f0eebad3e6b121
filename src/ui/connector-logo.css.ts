// A connector's logo box, and its initials fallback when the image is missing or fails.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The logo's side in CSS pixels; the <img> carries it too, so its box is known before it loads. */
export const LOGO_SIZE = 40;

const box = style({
  flex: '0 0 auto',
  width: LOGO_SIZE,
  height: LOGO_SIZE,
  borderRadius: vars.radius.medium,
  // A brand color can match the page (a navy tile on the dark theme, a yellow one on the light): a
  // ring half-way to the tile's own text color (black or white, whichever reads on it) contrasts
  // with the tile, so the tile's edge shows on either page. An outline, drawn over an image too.
  outline: '1px solid color-mix(in srgb,currentColor 50%,transparent)',
  outlineOffset: -1,
});

export const image = style([box, { objectFit: 'contain', background: vars.color.surface }]);

export const initials = style([
  box,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Overridden inline by the connector's own color when it has a valid one.
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.02em',
  },
]);
