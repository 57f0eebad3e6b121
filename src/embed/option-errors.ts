// How a refused option is reported: INVALID_OPTIONS naming the option (and its attribute).
import { ATTRIBUTE_KINDS } from './option-kinds.js';

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };

/** The kebab-case attribute of a camelCase option (`connectorIds` → `connector-ids`). */
export const attributeName = (option: string): string => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/** INVALID_OPTIONS naming the option, and its attribute when it has one (callbacks and the host's own options have none). */
export function refusedOption(option: string, problem: string): InvalidOptions {
  return invalidOption(option, problem, option in ATTRIBUTE_KINDS ? attributeName(option) : undefined);
}
