// Checks createConnect's options: the element's, plus where the frame lives and how it is shown.
// Hand-written guards: the host runtime ships no schema library. The widget's own options are
// checked by type here, and by value in the frame (see widget-option-types.ts).
import { type ConnectOptions, DISPLAYS, type Display } from '../../contract/options.js';
import { type InvalidOptions, invalidOption, refusedOption } from '../option-errors.js';
import { checkOptions, httpUrl, isRecord, oneOf, type Rule, type RuleTable, rule, stringMatching } from '../option-rules.js';
import { callback, WIDGET_OPTION_RULES } from './widget-option-types.js';

/** Values the script-tag loader fills in when the page leaves them out. */
export type ConnectDefaults = { widgetUrl?: string; nonce?: string };

export type ResolvedOptions = Omit<ConnectOptions, 'display'> & { display: Display };

export type ParsedConnectOptions = { ok: true; options: ResolvedOptions } | { ok: false; error: InvalidOptions };

type HostOptions = Pick<ConnectOptions, 'widgetUrl' | 'display' | 'container' | 'nonce' | 'onReady' | 'onClose'>;

// onClose is a host option here: the element's takes no reason.
const HOST_RULES: { [K in keyof HostOptions]-?: Rule<NonNullable<HostOptions[K]>> } = {
  widgetUrl: httpUrl('an http(s) URL where the widget page is served', 'https://widget.example.com/'),
  display: oneOf(DISPLAYS),
  container: rule('an HTMLElement', (value): value is HTMLElement => typeof HTMLElement === 'function' && value instanceof HTMLElement),
  // A CSP nonce is base64 (or base64url) text.
  nonce: stringMatching(/^[A-Za-z0-9+/_=-]{1,256}$/, 'a CSP nonce (base64 text)'),
  onReady: callback,
  onClose: callback,
};

/** The widget's options first, then the host's. */
const RULES: RuleTable = { ...WIDGET_OPTION_RULES, ...HOST_RULES };

/** Validates createConnect's options; the error names the first bad option, as the element does. */
export function parseConnectOptions(input: unknown, defaults: ConnectDefaults = {}): ParsedConnectOptions {
  if (!isRecord(input)) return { ok: false, error: invalidOption('options', 'expected an object of options') };
  const given: Record<string, unknown> = { ...input };
  for (const [key, value] of Object.entries(defaults)) if (given[key] === undefined) given[key] = value;
  // Without a token, fetchConnectToken gives the first one (see createConnect).
  const required = typeof given.fetchConnectToken === 'function' ? ['apiUrl', 'widgetUrl'] : ['connectToken', 'apiUrl', 'widgetUrl'];
  const checked = checkOptions(given, RULES, required);
  if (!checked.ok) return { ok: false, error: refusedOption(checked.refusal.option, checked.refusal.problem) };
  // Each value passed its option's rule (the frame checks the widget options' values again), and
  // the required ones are present.
  const options = checked.values as ResolvedOptions;
  options.display ??= 'modal';
  if (options.display === 'inline' && options.container === undefined) {
    return { ok: false, error: invalidOption('container', 'is required when display is "inline"') };
  }
  return { ok: true, options };
}
