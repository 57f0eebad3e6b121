// Rules both the first screen and the lazy module use: they belong to the first screen only.
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('.fixture-shared', { outlineWidth: '3px' });

export const shared = style({ outlineStyle: 'dotted' });
