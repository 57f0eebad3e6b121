// How a refused option is reported: INVALID_OPTIONS naming the option (and its attribute).

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };

/** The kebab-case attribute of a camelCase option (`connectorIds` → `connector-ids`). */
export const attributeName = (option: string): string => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/** INVALID_OPTIONS for an option of the element, naming its attribute unless it is a callback (which has none). */
export function refusedOption(option: string, problem: string): InvalidOptions {
  const isCallback = option.startsWith('on') || option === 'fetchConnectToken';
  return invalidOption(option, problem, isCallback ? undefined : attributeName(option));
}
