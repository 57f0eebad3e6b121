// The custom properties a host's overrides set, by name, worked out when the styles are built: the
// page carries these few names instead of the whole theme contract.
import { vars } from './contract.css.js';
import { cssVarName } from './css-var.js';

export const overrideVars = {
  primary: cssVarName(vars.color.primary),
  onPrimary: cssVarName(vars.color.onPrimary),
  primaryHover: cssVarName(vars.color.primaryHover),
  radiusSmall: cssVarName(vars.radius.small),
  radiusMedium: cssVarName(vars.radius.medium),
  radiusLarge: cssVarName(vars.radius.large),
  fontFamily: cssVarName(vars.font.family),
};
