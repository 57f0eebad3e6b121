// Checks createConnect's options: the element's, plus where the frame lives and how it is shown.
// Hand-written guards: the host runtime ships no schema library. The widget's own options are
// checked by type here, and by value in the frame (see widget-option-types.ts).
import type { CloseReason } from '../../contract/close-reasons.js';
import { type ConnectOptions, DISPLAYS, type Display } from '../../contract/options.js';
import { type InvalidOptions, invalidOption } from '../option-errors.js';
import { checkOptions, fn, httpUrl, isRecord, oneOf, type Rule, stringMatching } from '../option-rules.js';
import { checkWidgetOptionTypes } from './widget-option-types.js';

/** Values the script-tag loader fills in when the page leaves them out. */
export type ConnectDefaults = { widgetUrl?: string; nonce?: string };

export type ResolvedOptions = Omit<ConnectOptions, 'display'> & { display: Display };

export type ParsedConnectOptions = { ok: true; options: ResolvedOptions } | { ok: false; error: InvalidOptions };

type HostOptions = Pick<ConnectOptions, 'widgetUrl' | 'display' | 'container' | 'nonce' | 'onReady' | 'onClose'>;

const HOST_RULES: { [K in keyof HostOptions]-?: Rule<NonNullable<HostOptions[K]>> } = {
  widgetUrl: httpUrl('an http(s) URL where the widget page is served', 'https://widget.example.com/'),
  display: oneOf(DISPLAYS),
  container: {
    is: (value): value is HTMLElement => typeof HTMLElement === 'function' && value instanceof HTMLElement,
    problem: () => 'expected an HTMLElement',
    what: 'an HTMLElement',
  },
  // A CSP nonce is base64 (or base64url) text.
  nonce: stringMatching(/^[A-Za-z0-9+/_=-]{1,256}$/, 'a CSP nonce (base64 text)'),
  onReady: fn<() => void>('()'),
  onClose: fn<(payload: { reason: CloseReason }) => void>('({ reason })'),
};

// onClose is a host option here: the element's onClose takes no reason.
const HOST_KEYS: readonly string[] = Object.keys(HOST_RULES);

/** Validates createConnect's options; the error names the first bad option, as the element does. */
export function parseConnectOptions(input: unknown, defaults: ConnectDefaults = {}): ParsedConnectOptions {
  if (!isRecord(input)) return { ok: false, error: invalidOption('options', 'expected an object of options') };
  const host: Record<string, unknown> = {};
  const widget: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (HOST_KEYS.includes(key)) host[key] = value;
    else widget[key] = value;
  }
  for (const [key, value] of Object.entries(defaults)) if (host[key] === undefined) host[key] = value;

  const element = checkWidgetOptionTypes(widget);
  if (!element.ok) return element;
  const checked = checkOptions(host, HOST_RULES, ['widgetUrl']);
  if (!checked.ok) return { ok: false, error: invalidOption(checked.refusal.option, checked.refusal.problem) };
  // Each value passed its rule and widgetUrl is present (HOST_RULES' type).
  const parsed = checked.values as HostOptions;
  const display = parsed.display ?? 'modal';
  if (display === 'inline' && parsed.container === undefined) {
    return { ok: false, error: invalidOption('container', 'is required when display is "inline" (the element the widget goes in)') };
  }
  // Each widget option has its option's type (checkWidgetOptionTypes), its value the frame checks.
  return { ok: true, options: { ...(element.values as Omit<ConnectOptions, keyof HostOptions>), ...parsed, display } };
}
