// The lines a printed recipe opens with: what printed it, for which settings, and where it goes.
import type { Settings } from '../settings.js';

export function recipeHeader(host: string, settings: Pick<Settings, 'apiOrigin' | 'frameAncestors'>, where: readonly string[]): string[] {
  return [
    `ponte widget host for ${host}, printed by \`ponte-widget-host --print-headers\` for`,
    `  API origin: ${settings.apiOrigin}`,
    `  frame ancestors: ${settings.frameAncestors.join(' ')}`,
    'Print it again when a setting changes.',
    ...where,
  ];
}
