// How a refused option is reported: INVALID_OPTIONS naming the option (and its attribute).
import { attributeName } from './attribute-name.js';
import { CALLBACK_NAMES } from './option-names.js';

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/**
 * INVALID_OPTIONS naming one of the widget's options, and its attribute unless it is a callback (every
 * setting has one). Checked against the shorter list, so the engine carries no copy of the settings'.
 */
export function refusedOption(option: string, problem: string): InvalidOptions {
  return invalidOption(option, problem, (CALLBACK_NAMES as readonly string[]).includes(option) ? undefined : attributeName(option));
}
