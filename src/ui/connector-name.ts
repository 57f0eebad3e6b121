// The name a view calls an institution by (the interface allows a connector without one), cut to a
// length a screen can hold: a name of 100 KB would cost every keystroke that lists it.
import type { Connector } from '../api/schemas/index.js';

/** Longer than any real institution's name. */
export const MAX_NAME_LENGTH = 120;

export const connectorName = (connector: Connector | undefined): string => {
  const name = connector?.name?.trim() || (connector ? `#${connector.id}` : '');
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
};
