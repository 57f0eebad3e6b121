// The first paint while connectors (or the item) load: the shared spinner beside its line.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const wrap = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });
