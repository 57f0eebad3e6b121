// Checks createConnect's options: the element's, plus where the frame lives and how it is shown.
import { z } from '../../api/z.js';
import type { CloseReason } from '../../contract/close-reasons.js';
import { DISPLAYS, type ConnectOptions, type Display } from '../../contract/options.js';
import { type InvalidOptions, invalidOption, parseOptions } from '../options.js';

/** Values the script-tag loader fills in when the page leaves them out. */
export type ConnectDefaults = { widgetUrl?: string; nonce?: string };

export type ResolvedOptions = Omit<ConnectOptions, 'display'> & { display: Display };

export type ParsedConnectOptions = { ok: true; options: ResolvedOptions } | { ok: false; error: InvalidOptions };

type Issue = { input?: unknown };
const expected =
  (what: string) =>
  (issue: Issue): string =>
    issue.input === undefined ? `is required (${what})` : `expected ${what}`;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

const fn = <T>(signature: string) => z.custom<T>((value) => typeof value === 'function', { error: expected(`a function ${signature}`) });

const HostOptions = z.object({
  widgetUrl: z
    .string({ error: expected('an http(s) URL where the widget page is served') })
    .check(z.refine(isHttpUrl, { error: expected('an http(s) URL such as https://widget.example.com/') })),
  display: z.optional(z.enum(DISPLAYS, { error: expected(`one of ${DISPLAYS.join(', ')}`) })),
  container: z.optional(
    z.custom<HTMLElement>((value) => typeof HTMLElement === 'function' && value instanceof HTMLElement, { error: expected('an HTMLElement') }),
  ),
  // A CSP nonce is base64 (or base64url) text.
  nonce: z.optional(
    z.string({ error: expected('a CSP nonce') }).check(z.regex(/^[A-Za-z0-9+/_=-]{1,256}$/, { error: expected('a CSP nonce (base64 text)') })),
  ),
  onReady: z.optional(fn<() => void>('()')),
  onClose: z.optional(fn<(payload: { reason: CloseReason }) => void>('({ reason })')),
});

// onClose is a host option here: the element's onClose takes no reason.
const HOST_KEYS = ['widgetUrl', 'display', 'container', 'nonce', 'onReady', 'onClose'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates createConnect's options; the error names the first bad option, as the element does. */
export function parseConnectOptions(input: unknown, defaults: ConnectDefaults = {}): ParsedConnectOptions {
  if (!isRecord(input)) return { ok: false, error: invalidOption('options', 'expected an object of options') };
  const host: Record<string, unknown> = {};
  const widget: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((HOST_KEYS as readonly string[]).includes(key)) host[key] = value;
    else widget[key] = value;
  }
  for (const [key, value] of Object.entries(defaults)) if (host[key] === undefined) host[key] = value;

  const element = parseOptions(widget);
  if (!element.ok) return element;
  const parsed = HostOptions.safeParse(host);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, error: invalidOption(String(issue?.path[0] ?? 'options'), issue?.message ?? 'is not valid') };
  }
  const display = parsed.data.display ?? 'modal';
  if (display === 'inline' && parsed.data.container === undefined) {
    return { ok: false, error: invalidOption('container', 'is required when display is "inline" (the element the widget goes in)') };
  }
  return { ok: true, options: { ...element.options, ...parsed.data, display } };
}
