// How a refused option is reported: INVALID_OPTIONS naming the option (and its attribute).
import { ATTRIBUTE_KINDS } from './option-kinds.js';
import { attributeName } from './attribute-name.js';

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/** INVALID_OPTIONS naming the option, and its attribute when it has one (callbacks and the host's own options have none). */
export function refusedOption(option: string, problem: string): InvalidOptions {
  return invalidOption(option, problem, option in ATTRIBUTE_KINDS ? attributeName(option) : undefined);
}
