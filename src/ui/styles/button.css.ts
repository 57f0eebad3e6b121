// Buttons and button-like links: 44 px touch targets, themed colors, a visible focus ring.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from './focus.css.js';

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    minWidth: 44,
    padding: `${vars.space.xs} ${vars.space.m}`,
    borderRadius: vars.radius.medium,
    border: `1px solid transparent`,
    fontFamily: 'inherit',
    fontSize: vars.font.sizeBody,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeight,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration}`,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

export const button = styleVariants({
  primary: [
    base,
    {
      width: '100%',
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      width: '100%',
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover': { background: vars.color.surfaceRaised } },
    },
  ],
  icon: [
    base,
    {
      padding: 0,
      background: 'transparent',
      color: vars.color.text,
      borderRadius: vars.radius.round,
      selectors: { '&:hover': { background: vars.color.surfaceRaised } },
    },
  ],
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  marginTop: vars.space.l,
});
