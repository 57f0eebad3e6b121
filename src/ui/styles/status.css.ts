// A step's status at its top: an icon in a round badge, or an institution's logo ringed by the spinner while work runs.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { spinner } from './spinner.css.js';

/** The mark and the heading under it, centred: the step's first glance. */
export const top = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.s, textAlign: 'center' });

const round = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.round,
});

export const badge = styleVariants({
  success: [round, { background: vars.color.successSurface, color: vars.color.success }],
  danger: [round, { background: vars.color.dangerSurface, color: vars.color.danger }],
});

/** The logo sits inside the turning ring, which is a spinner the logo's size plus a margin. */
export const busy = style([round, { position: 'relative' }]);

export const ring = style([spinner, { position: 'absolute', inset: 0, width: 'auto', height: 'auto' }]);

/** Words that need attention now: a field's error, the last minute to answer. */
export const alertText = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weightBold });
