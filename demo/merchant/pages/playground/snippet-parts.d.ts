// Types of snippet-parts.js and of what a snippet is written from, for the tests that run it.
import type { Product } from '../../../../src/api/enums.js';
import type { Language } from '../../../../src/contract/languages.js';

/**
 * The widget settings the playground can choose: the contract's WidgetSettings but the token and
 * the API's URL, which the page supplies (written out: the contract's file names DOM types, which
 * the server's type check does not have).
 */
export type PlaygroundSettings = {
  includeSandbox?: boolean;
  updateItem?: string;
  connectorTypes?: string[];
  connectorIds?: number[];
  popularConnectorIds?: number[];
  countries?: string[];
  products?: Product[];
  selectedConnectorId?: number;
  language?: Language;
  theme?: 'light' | 'dark' | 'auto';
  primaryColor?: string;
  radius?: string;
  fontFamily?: string;
  openFinanceParameters?: { cpf?: string; cnpj?: string };
  connectorSortAlphabetically?: boolean;
  autoFocus?: boolean;
  allowConnectInBackground?: boolean;
  clientName?: string;
  clientLogoUrl?: string;
  privacyPolicyUrl?: string;
};
export type SettingName = keyof PlaygroundSettings;

export type CallbackName = 'onReady' | 'onOpen' | 'onEvent' | 'onSuccess' | 'onError' | 'onClose' | 'onHide';

/** Everything a snippet is written from. */
export type SnippetInput = {
  /** Where the widget page is served (its directory also serves ponte.js). */
  widgetUrl: string;
  apiUrl: string;
  /** The page's own backend URL that answers a POST with `{accessToken}`. */
  tokenUrl: string;
  display: 'modal' | 'inline';
  settings: PlaygroundSettings;
  callbacks: readonly CallbackName[];
};

export const SETTING_ORDER: readonly SettingName[];
export const CALLBACK_SOURCES: Readonly<Record<CallbackName, string>>;
export function settingEntries(settings: PlaygroundSettings): [string, string][];
export function callbackEntries(names: readonly CallbackName[]): [string, string][];
export function tokenFunctionLines(tokenUrl: string, itemId: string | undefined): string[];
export function indented(lines: readonly string[], indent: string): string[];
