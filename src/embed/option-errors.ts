// How a refused option is reported: INVALID_OPTIONS naming the option (and its attribute).
import { attributeName } from './attribute-name.js';
import { SETTING_NAMES } from './option-names.js';

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/** INVALID_OPTIONS naming the option, and its attribute when it has one (the settings do; callbacks and the host's own options do not). */
export function refusedOption(option: string, problem: string): InvalidOptions {
  return invalidOption(option, problem, (SETTING_NAMES as readonly string[]).includes(option) ? attributeName(option) : undefined);
}
