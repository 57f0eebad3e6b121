// Checks createConnect's options: the element's, plus where the frame lives and how it is shown.
// One table of the plain guards the host checks the frame's messages with: the host runtime ships
// no schema library. The widget's own options are checked by type here; their values' formats (a
// colour, a CPF, a connector type) are the frame's to check: it answers a bad one with
// INVALID_OPTIONS naming it before `initialized`, and the handle fails with that error.
import { type Guard, isFields, isIn } from '../../contract/guards.js';
import type { ConnectOptions, Display, Theme, WidgetSettings } from '../../contract/options.js';
import type { InvalidOptions } from '../option-errors.js';
import { isConnectToken } from './fetch-token.js';

/** Values the script-tag loader fills in when the page leaves them out. */
export type ConnectDefaults = { widgetUrl?: string; nonce?: string };

export type ResolvedOptions = Omit<ConnectOptions, 'display'> & { display: Display };

export type ParsedConnectOptions = { ok: true; options: ResolvedOptions } | { ok: false; error: InvalidOptions };

/** What a value should be and its guard; a list's check also checks its items, so a refusal names the first bad one. */
type Check = [what: string, is: Guard, item?: Check];

const STRING: Check = ['a string', (value) => typeof value === 'string'];
const BOOLEAN: Check = ['a boolean', (value) => typeof value === 'boolean'];
/** Every callback, the host's own too. */
const FUNCTION: Check = ['a function', (value) => typeof value === 'function'];
const COUNT: Check = ['a non-negative integer', (value) => Number.isInteger(value) && (value as number) >= 0];

/** A list's check ends with its items' check, so a refusal names the first bad item. */
const listOf = (item: Check, what: string): Check => [`a list of ${what}`, (value) => Array.isArray(value) && value.every(item[1]), item];
const STRINGS = listOf(STRING, 'strings');
const COUNTS = listOf(COUNT, 'non-negative integers');

/**
 * One of the keys of a record whose type holds them complete: the contract's value lists, written
 * here rather than imported, so the npm `ponte` entry shares no module with the element's and ships as one file.
 */
const oneOf = <T extends string>(record: Record<T, unknown>): Check => {
  const values = Object.keys(record);
  return [`one of ${values.join(', ')}`, isIn(values)];
};

const HTTP_URL: Check = [
  'an http(s) URL',
  (value) => {
    try {
      const url = new URL(value as string);
      return typeof value === 'string' && /^https?:$/.test(url.protocol) && !url.username && !url.password;
    } catch {
      return false;
    }
  },
];

/** The widget's options, in the order they are checked: the ones that go to the frame. */
export const WIDGET_OPTIONS: { [K in keyof WidgetSettings]-?: Check } = {
  connectToken: ['a Connect Token', isConnectToken],
  apiUrl: HTTP_URL,
  includeSandbox: BOOLEAN,
  updateItem: STRING,
  connectorTypes: STRINGS,
  connectorIds: COUNTS,
  countries: STRINGS,
  products: STRINGS,
  selectedConnectorId: COUNT,
  // A language tag the widget does not speak falls back: no tag is refused for that.
  language: STRING,
  theme: oneOf<Theme>({ light: 0, dark: 0, auto: 0 }),
  primaryColor: STRING,
  radius: STRING,
  fontFamily: STRING,
  openFinanceParameters: ['an object', isFields],
  connectorSortAlphabetically: BOOLEAN,
  autoFocus: BOOLEAN,
  clientName: STRING,
  clientLogoUrl: HTTP_URL,
  privacyPolicyUrl: HTTP_URL,
};

/** Then the callbacks (onClose is the host's: the element's takes no reason) and where and how the frame is shown. */
const HOST: { [K in Exclude<keyof ConnectOptions, keyof WidgetSettings>]-?: Check } = {
  onSuccess: FUNCTION,
  onError: FUNCTION,
  onEvent: FUNCTION,
  onOpen: FUNCTION,
  fetchConnectToken: FUNCTION,
  widgetUrl: HTTP_URL,
  display: oneOf<Display>({ modal: 0, inline: 0 }),
  // Checked only where there is a DOM (createConnect is inert without one).
  container: ['an HTMLElement', (value) => value instanceof HTMLElement],
  // A CSP nonce is base64 (or base64url) text.
  nonce: ['a CSP nonce', (value) => typeof value === 'string' && /^[A-Za-z0-9+/_=-]{1,256}$/.test(value)],
  onReady: FUNCTION,
  onClose: FUNCTION,
};

/** INVALID_OPTIONS naming the option, as the element's own refusal does. */
const refuse = (option: string, problem: string): ParsedConnectOptions => ({
  ok: false,
  error: { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}": ${problem}.` },
});

/** Validates createConnect's options; the error names the first bad option, as the element does. */
export function parseConnectOptions(input: unknown, defaults: ConnectDefaults = {}): ParsedConnectOptions {
  if (!isFields(input)) return refuse('options', 'expected an object');
  // Without a token, fetchConnectToken gives the first one (see createConnect).
  const required = ['apiUrl', 'widgetUrl', typeof input.fetchConnectToken !== 'function' && 'connectToken'];
  // Only the known options that are given: each passed its check, and the required ones are there.
  const options: Record<string, unknown> = {};
  for (const [option, [what, is, item]] of Object.entries({ ...WIDGET_OPTIONS, ...HOST })) {
    const value = input[option] === undefined ? defaults[option as keyof ConnectDefaults] : input[option];
    if (value === undefined) {
      if (required.includes(option)) return refuse(option, `is required (${what})`);
    } else if (!is(value)) {
      return refuse(
        option,
        item && Array.isArray(value) ? `item ${value.findIndex((entry) => !item[1](entry)) + 1}: expected ${item[0]}` : `expected ${what}`,
      );
    } else options[option] = value;
  }
  options.display ??= 'modal';
  if (options.display === 'inline' && !options.container) return refuse('container', 'is required when display is "inline"');
  return { ok: true, options: options as ResolvedOptions };
}
