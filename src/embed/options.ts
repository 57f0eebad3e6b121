// The element's options checked: one schema for every option (typed by the contract's
// PonteOptions), and parseOptions naming a bad one.
import { PRODUCTS } from '../api/enums.js';
import { z } from '../api/z.js';
import type { WidgetError } from '../contract/error-codes.js';
import type { WidgetEvent } from '../contract/events.js';
import { LANGUAGES } from '../contract/languages.js';
import { type PonteOptions, type SuccessPayload, THEMES } from '../contract/options.js';
import { CssColor, CssLength, FontFamily } from '../theme/overrides.js';

export type { PonteOptions } from '../contract/options.js';

type Issue = { input?: unknown };
/** Says "is required" for a missing value and what was expected for a wrong one. */
const expected =
  (what: string) =>
  (issue: Issue): string =>
    issue.input === undefined ? `is required (${what})` : `expected ${what}`;

const fn = <T>(signature: string) => z.custom<T>((value) => typeof value === 'function', { error: expected(`a function ${signature}`) });

const INTEGER = z.int({ error: expected('a non-negative integer') }).check(z.gte(0, { error: expected('a non-negative integer') }));

const stringMatching = (pattern: RegExp, what: string) => z.string({ error: expected(what) }).check(z.regex(pattern, { error: expected(what) }));

const httpUrl = z.string({ error: expected('an http(s) URL') }).check(
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { error: expected('an http(s) URL such as https://api.example.com') },
  ),
);

const OpenFinanceParameters = z.strictObject(
  {
    cpf: z.optional(stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, 'a CPF such as 529.982.247-25')),
    cnpj: z.optional(stringMatching(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, 'a CNPJ such as 11.222.333/0001-81')),
  },
  { error: expected('an object with cpf and/or cnpj') },
);

const OptionsSchema = z.object({
  // Visible ASCII only: it travels in a request header.
  connectToken: stringMatching(/^[\x21-\x7e]+$/, 'the Connect Token your server minted'),
  apiUrl: httpUrl,
  includeSandbox: z.optional(z.boolean({ error: expected('a boolean') })),
  updateItem: z.optional(stringMatching(/^[A-Za-z0-9_-]{1,100}$/, 'an item id')),
  connectorTypes: z.optional(
    z.array(stringMatching(/^[A-Z][A-Z_]*$/, 'connector types such as PERSONAL_BANK'), { error: expected('a list of connector types') }),
  ),
  connectorIds: z.optional(z.array(INTEGER, { error: expected('a list of non-negative integers') })),
  countries: z.optional(z.array(stringMatching(/^[A-Z]{2}$/, 'two-letter country codes such as BR'), { error: expected('a list of country codes') })),
  products: z.optional(
    z.array(z.enum(PRODUCTS, { error: expected(`products among ${PRODUCTS.join(', ')}`) }), { error: expected('a list of products') }),
  ),
  selectedConnectorId: z.optional(INTEGER),
  language: z.optional(z.enum(LANGUAGES, { error: expected(`one of ${LANGUAGES.join(', ')}`) })),
  theme: z.optional(z.enum(THEMES, { error: expected(`one of ${THEMES.join(', ')}`) })),
  primaryColor: z.optional(CssColor),
  radius: z.optional(CssLength),
  fontFamily: z.optional(FontFamily),
  openFinanceParameters: z.optional(OpenFinanceParameters),
  connectorSortAlphabetically: z.optional(z.boolean({ error: expected('a boolean') })),
  // Whether the widget takes focus when it starts; false leaves it with the page until the user
  // comes into the widget (an inline embed beside other fields).
  autoFocus: z.optional(z.boolean({ error: expected('a boolean') })),
  onSuccess: z.optional(fn<(payload: SuccessPayload) => void>('({ item })')),
  onError: z.optional(fn<(payload: WidgetError) => void>('({ message, code, option, data })')),
  onEvent: z.optional(fn<(event: WidgetEvent) => void>('({ event, timestamp, ... })')),
  onOpen: z.optional(fn<() => void>('()')),
  onClose: z.optional(fn<() => void>('()')),
  fetchConnectToken: z.optional(fn<() => Promise<string>>('() => Promise<string>')),
});
export type OptionName = keyof PonteOptions;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type Parsed = z.infer<typeof OptionsSchema>;
/** Compiles only while the schema reads exactly the contract's options: the same names, the same types. */
export type SchemaMatchesContract = [Assert<Same<keyof Parsed, keyof PonteOptions>>, Assert<Same<Parsed, PonteOptions>>];

export const OPTION_NAMES = Object.keys(OptionsSchema.def.shape) as OptionName[];

export type InvalidOptions = { code: 'INVALID_OPTIONS'; option: string; message: string };
export type ParsedOptions = { ok: true; options: PonteOptions } | { ok: false; error: InvalidOptions };

/** The kebab-case attribute of a camelCase option (`connectorIds` → `connector-ids`). */
export const attributeName = (option: string): string => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function invalidOption(option: string, problem: string, attribute?: string): InvalidOptions {
  const where = attribute === undefined ? '' : ` (attribute "${attribute}")`;
  return { code: 'INVALID_OPTIONS', option, message: `Invalid option "${option}"${where}: ${problem}.` };
}

/** Validates options in property form (camelCase, typed); the error names the first bad option. */
export function parseOptions(input: unknown): ParsedOptions {
  const result = OptionsSchema.safeParse(input);
  if (result.success) return { ok: true, options: result.data };
  const [issue] = result.error.issues;
  const [first, ...rest] = issue?.path ?? [];
  if (issue === undefined || typeof first !== 'string') return { ok: false, error: invalidOption('options', 'expected an object of options') };
  const inner = rest.map((key) => (typeof key === 'number' ? `item ${key + 1}: ` : `${String(key)}: `)).join('');
  const problem = issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
  const isCallback = first.startsWith('on') || first === 'fetchConnectToken';
  return { ok: false, error: invalidOption(first, inner + problem, isCallback ? undefined : attributeName(first)) };
}
