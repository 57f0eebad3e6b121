// The element's own box: a :host reset and a root that inherits nothing from the host page.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { sharedVars } from '../theme/shared-vars.js';

// Host rules on the element itself still win (so pages can size and place it); inherited
// properties stop here and again at the root below, which host selectors cannot reach.
globalStyle(':host', { all: 'initial', display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });

// The root carries the tokens the themes share; a theme class beside it gives the colours.
export const root = style({
  ...sharedVars,
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  minHeight: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  WebkitTextSizeAdjust: '100%',
});

// Every box in the widget is sized border-box, so no view's style has to say so (the virtualized
// list's inline height includes its padding because of it).
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
