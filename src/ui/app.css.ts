// The widget's frame: themed colors and font, usable from 320 px wide. The text settings here are
// inherited by every view, whose styles set only what differs.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const app = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  minWidth: 0,
  margin: '0 auto',
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.large,
  '@media': {
    // At phone widths every pixel goes to the content.
    'screen and (max-width: 360px)': { padding: vars.space.s, borderRadius: 0 },
  },
});

// Every box in the app is sized border-box, so no view's style has to say so (the virtualized list's
// inline height includes its padding because of it).
globalStyle(`${app} *`, { boxSizing: 'border-box' });

// The quiet line under every step: the connection is the widget's, not the merchant's page.
export const secured = style({
  margin: `${vars.space.l} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
