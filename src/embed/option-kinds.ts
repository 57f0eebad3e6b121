// Which options have an attribute form, and the type each attribute's text is read as.
import type { SETTING_NAMES } from './option-names.js';
import type { OptionName } from './options.js';

export type Kind = 'string' | 'boolean' | 'list' | 'integer-list' | 'integer' | 'json';

/** Options that have an attribute form (callbacks are properties only): the settings, every one. */
export const ATTRIBUTE_KINDS: Partial<Record<OptionName, Kind>> = {
  connectToken: 'string',
  apiUrl: 'string',
  includeSandbox: 'boolean',
  updateItem: 'string',
  connectorTypes: 'list',
  connectorIds: 'integer-list',
  popularConnectorIds: 'integer-list',
  countries: 'list',
  products: 'list',
  selectedConnectorId: 'integer',
  language: 'string',
  theme: 'string',
  primaryColor: 'string',
  radius: 'string',
  fontFamily: 'string',
  openFinanceParameters: 'json',
  connectorSortAlphabetically: 'boolean',
  autoFocus: 'boolean',
  allowConnectInBackground: 'boolean',
  clientName: 'string',
  clientLogoUrl: 'string',
  privacyPolicyUrl: 'string',
} satisfies Record<(typeof SETTING_NAMES)[number], Kind>;
