// The kebab-case attribute of a camelCase option (`connectorIds` → `connector-ids`).
export const attributeName = (option: string): string => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
