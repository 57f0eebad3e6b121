// The first screen's own rules.
import { globalStyle, style } from '@vanilla-extract/css';
import { shared } from './shared.css.js';

globalStyle('.fixture-first', { outlineWidth: '5px' });

export const first = style([shared, { outlineColor: 'red' }]);
