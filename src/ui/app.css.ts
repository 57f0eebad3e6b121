// The widget's frame: its card, usable from 320 px wide. Text settings, colour and box sizing are the
// root's (embed/host.css.ts), which always holds the app: every view inherits them and sets only what differs.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const app = style({
  width: '100%',
  maxWidth: 480,
  minWidth: 0,
  margin: '0 auto',
  padding: vars.space.m,
  background: vars.color.background,
  borderRadius: vars.radius.large,
  '@media': {
    // At phone widths every pixel goes to the content.
    'screen and (max-width: 360px)': { padding: vars.space.s, borderRadius: 0 },
  },
});

// The quiet line under every step: the connection is the widget's, not the merchant's page.
export const secured = style({
  margin: `${vars.space.l} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
