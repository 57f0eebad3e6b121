// The lazy module's own rules.
import { globalStyle, style } from '@vanilla-extract/css';
import { shared } from './shared.css.js';

globalStyle('.fixture-lazy', { outlineWidth: '7px' });

export const lazy = style([shared, { outlineColor: 'blue' }]);
