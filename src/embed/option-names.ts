// Every option's name, for what needs the names before the option check (in the engine) is in: the
// element's properties and observed attributes, the frame's copy of the host's options.
import type { WidgetCallbacks, WidgetSettings } from '../contract/options.js';
import { attributeName } from './attribute-name.js';

/** Options that are data: attributes, and what travels to a frame. */
export const SETTING_NAMES = [
  'connectToken',
  'apiUrl',
  'includeSandbox',
  'updateItem',
  'connectorTypes',
  'connectorIds',
  'popularConnectorIds',
  'countries',
  'products',
  'selectedConnectorId',
  'language',
  'theme',
  'primaryColor',
  'radius',
  'fontFamily',
  'openFinanceParameters',
  'connectorSortAlphabetically',
  'autoFocus',
  'allowConnectInBackground',
  'clientName',
  'clientLogoUrl',
  'privacyPolicyUrl',
] as const satisfies readonly (keyof WidgetSettings)[];

/** Options that are functions: properties only. */
export const CALLBACK_NAMES = [
  'onSuccess',
  'onError',
  'onEvent',
  'onOpen',
  'onClose',
  'onHide',
  'fetchConnectToken',
] as const satisfies readonly (keyof WidgetCallbacks)[];

type NoneMissing<Missing extends never> = Missing;
/** Compiles only while the lists name every option of the contract. */
export type NamesCoverOptions = NoneMissing<
  Exclude<keyof WidgetSettings, (typeof SETTING_NAMES)[number]> | Exclude<keyof WidgetCallbacks, (typeof CALLBACK_NAMES)[number]>
>;

export type OptionName = keyof WidgetSettings | keyof WidgetCallbacks;

// Marked pure so a build that reads only SETTING_NAMES (the hosted page) leaves these out.
export const OPTION_NAMES: readonly OptionName[] = /* @__PURE__ */ (SETTING_NAMES as readonly OptionName[]).concat(CALLBACK_NAMES);

export const OBSERVED_ATTRIBUTES: readonly string[] = /* @__PURE__ */ SETTING_NAMES.map(attributeName);
