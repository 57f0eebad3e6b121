// Checks createConnect's options: the host's own (callbacks, where the frame lives and how it is
// shown) with the plain guards the host checks the frame's messages with: the host runtime ships no
// schema library and no copy of the element's rules. The widget's options are the frame's to check:
// it answers a bad one with INVALID_OPTIONS naming it before `initialized`, and the handle fails
// with that error; one rule per option, in one place.
import { type Guard, isFields, isIn } from '../../contract/guards.js';
import type { ConnectOptions, Display, WidgetSettings } from '../../contract/options.js';
import type { InvalidOptions } from '../option-errors.js';
import { isConnectToken } from './fetch-token.js';

/** Values the script-tag loader fills in when the page leaves them out. */
export type ConnectDefaults = { widgetUrl?: string; nonce?: string };

/** On the payer page (PaymentOptions or PreauthorizationOptions given), one of the two ids is set, and apiUrl and the token may be absent. */
export type ResolvedOptions = Omit<ConnectOptions, 'display'> & { display: Display; paymentRequestId?: string; preauthorizationOffer?: string };

export type ParsedConnectOptions = { ok: true; options: ResolvedOptions } | { ok: false; error: InvalidOptions };

/** What a value should be, and its guard. */
type Check = [what: string, is: Guard];

/** Every callback, the host's own too. */
const FUNCTION: Check = ['a function', (value) => typeof value === 'function'];

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

/** The host's own options: the callbacks (functions cannot cross postMessage), and where and how the frame is shown. */
export const HOST_OPTIONS: { [K in Exclude<keyof ConnectOptions, keyof WidgetSettings>]-?: Check } = {
  onSuccess: FUNCTION,
  onError: FUNCTION,
  onEvent: FUNCTION,
  onOpen: FUNCTION,
  fetchConnectToken: FUNCTION,
  widgetUrl: HTTP_URL,
  display: ['one of modal, inline', isIn(['modal', 'inline'] satisfies Display[])],
  // Checked only where there is a DOM (createConnect is inert without one).
  container: ['an HTMLElement', (value) => value instanceof HTMLElement],
  // A CSP nonce is base64 (or base64url) text.
  nonce: ['a CSP nonce', (value) => typeof value === 'string' && /^[A-Za-z0-9+/_=-]{1,256}$/.test(value)],
  onReady: FUNCTION,
  onClose: FUNCTION,
  onHide: FUNCTION,
};

/**
 * Any other option is the widget's: here it only has to cross postMessage (no function, no DOM
 * node, nested ones included); the frame checks its value by the element's own rules.
 */
const WIDGET_OPTION: Check = [
  'plain data',
  (value) => {
    try {
      structuredClone(value);
      return true;
    } catch {
      return false;
    }
  },
];

const TOKEN: Check = ['a Connect Token', isConnectToken];

/** INVALID_OPTIONS naming the option, as the element's own refusal does. */
const refuse = (option: string, problem: string): ParsedConnectOptions => ({
  ok: false,
  error: { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}": ${problem}.` },
});

/** Validates createConnect's options; the error names the first bad option, as the element does. */
export function parseConnectOptions(input: unknown, defaults: ConnectDefaults = {}): ParsedConnectOptions {
  if (!isFields(input)) return refuse('options', 'expected an object');
  // The options given, over the defaults; no prototype, whatever the names.
  const options: Record<string, unknown> = Object.create(null);
  for (const [option, value] of [...Object.entries(defaults), ...Object.entries(input)]) if (value !== undefined) options[option] = value;
  // Without a token, fetchConnectToken gives the first one (see createConnect). The payer page needs
  // neither token nor apiUrl: it reads the request or offer on its own origin.
  const connecting = (options.paymentRequestId ?? options.preauthorizationOffer) === undefined;
  for (const option of ['widgetUrl', connecting && 'apiUrl', connecting && typeof options.fetchConnectToken !== 'function' && 'connectToken'])
    if (option && options[option] === undefined) return refuse(option, 'is required');
  for (const option in options) {
    const [what, is] = Object.hasOwn(HOST_OPTIONS, option)
      ? HOST_OPTIONS[option as keyof typeof HOST_OPTIONS]
      : option === 'connectToken'
        ? TOKEN
        : WIDGET_OPTION;
    if (!is(options[option])) return refuse(option, `expected ${what}`);
  }
  options.display ??= 'modal';
  if (options.display === 'inline' && !options.container) return refuse('container', 'is required when display is "inline"');
  return { ok: true, options: options as ResolvedOptions };
}
