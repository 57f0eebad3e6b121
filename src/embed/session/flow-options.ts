// Which options the flow runs on, and which of them start it over when they change. The flow is
// handed the options whole: it reads only its own, and none of them changes during a session.
import type { FlowOptions } from '../../flow/types.js';
import type { OptionName, PonteOptions } from '../options.js';

const FLOW_OPTIONS = [
  'includeSandbox',
  'updateItem',
  'connectorTypes',
  'connectorIds',
  'popularConnectorIds',
  'countries',
  'products',
  'selectedConnectorId',
  'openFinanceParameters',
  'connectorSortAlphabetically',
] as const satisfies readonly (keyof FlowOptions & OptionName)[];

/** Options whose change starts the flow over; the others apply to the running one. */
const RESTARTING_OPTIONS: readonly OptionName[] = [...FLOW_OPTIONS, 'apiUrl'];

/**
 * Equal keys: the running session can take the new options. Whether a fetchConnectToken exists is
 * part of it: the flow reads its absence as "no refresh".
 */
export const restartKey = (options: PonteOptions): string =>
  JSON.stringify([...RESTARTING_OPTIONS.map((key) => options[key] ?? null), options.fetchConnectToken !== undefined]);
