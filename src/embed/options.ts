// The element's options checked: one rule per option (typed by the contract's PonteOptions), and
// parseOptions naming a bad one. Hand-written guards, no schema library: the widget's first screen
// and the host runtime run them before anything else has loaded.
import { PRODUCTS, type Product } from '../api/enums.js';
import type { WidgetError } from '../contract/error-codes.js';
import type { CloseMetadata, WidgetEvent } from '../contract/events.js';
import { type PonteOptions, type SuccessPayload, THEMES } from '../contract/options.js';
import { CSS_COLOR, CSS_LENGTH, FONT_FAMILY, isCssColor, isCssLength, isFontFamily } from '../theme/override-values.js';
import { type InvalidOptions, invalidOption, refusedOption } from './option-errors.js';
import {
  apiUrlRule,
  boolean,
  checkOptions,
  connectTokenRule,
  fn,
  isRecord,
  listOf,
  nonNegativeInteger,
  oneOf,
  type Rule,
  stringMatching,
  stringWhere,
  strictObject,
} from './option-rules.js';

export type { PonteOptions } from '../contract/options.js';
export { type InvalidOptions, invalidOption } from './option-errors.js';
export { attributeName } from './attribute-name.js';

const OpenFinanceParameters = strictObject(
  {
    cpf: stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, 'a CPF such as 529.982.247-25'),
    cnpj: stringMatching(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, 'a CNPJ such as 11.222.333/0001-81'),
  },
  'an object with cpf and/or cnpj',
);

/** Every option's rule, in the order they are checked; the type keeps it in step with the contract. */
const OPTION_RULES: { [K in keyof PonteOptions]-?: Rule<NonNullable<PonteOptions[K]>> } = {
  connectToken: connectTokenRule,
  apiUrl: apiUrlRule,
  includeSandbox: boolean,
  updateItem: stringMatching(/^[A-Za-z0-9_-]{1,100}$/, 'an item id'),
  connectorTypes: listOf(stringMatching(/^[A-Z][A-Z_]*$/, 'connector types such as PERSONAL_BANK'), 'a list of connector types'),
  connectorIds: listOf(nonNegativeInteger, 'a list of non-negative integers'),
  popularConnectorIds: listOf(nonNegativeInteger, 'a list of non-negative integers'),
  countries: listOf(stringMatching(/^[A-Z]{2}$/, 'two-letter country codes such as BR'), 'a list of country codes'),
  products: listOf<Product>(oneOf(PRODUCTS, `products among ${PRODUCTS.join(', ')}`), 'a list of products'),
  selectedConnectorId: nonNegativeInteger,
  language: stringMatching(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'a language tag such as pt-BR'),
  theme: oneOf(THEMES),
  primaryColor: stringWhere(isCssColor, CSS_COLOR),
  radius: stringWhere(isCssLength, CSS_LENGTH),
  fontFamily: stringWhere(isFontFamily, FONT_FAMILY),
  openFinanceParameters: OpenFinanceParameters,
  connectorSortAlphabetically: boolean,
  // Whether the widget takes focus when it starts; false leaves it with the page until the user
  // comes into the widget (an inline embed beside other fields).
  autoFocus: boolean,
  allowConnectInBackground: boolean,
  clientName: stringWhere((value) => value.trim() !== '' && value.length <= 80, 'a name of 1 to 80 characters'),
  clientLogoUrl: apiUrlRule,
  privacyPolicyUrl: apiUrlRule,
  onSuccess: fn<(payload: SuccessPayload) => void>(),
  onError: fn<(payload: WidgetError) => void>(),
  onEvent: fn<(event: WidgetEvent) => void>(),
  onOpen: fn<() => void>(),
  onHide: fn<() => void>(),
  onClose: fn<(metadata: CloseMetadata) => void>(),
  fetchConnectToken: fn<() => Promise<string>>(),
};

const REQUIRED: readonly OptionName[] = ['connectToken', 'apiUrl'];

export type OptionName = keyof PonteOptions;

export const OPTION_NAMES = /* @__PURE__ */ Object.keys(OPTION_RULES) as OptionName[];

export type ParsedOptions = { ok: true; options: PonteOptions } | { ok: false; error: InvalidOptions };

/** Validates options in property form (camelCase, typed); the error names the first bad option. */
export function parseOptions(input: unknown): ParsedOptions {
  if (!isRecord(input)) return { ok: false, error: invalidOption('options', 'expected an object') };
  const checked = checkOptions(input, OPTION_RULES, REQUIRED);
  if (!checked.ok) return { ok: false, error: refusedOption(checked.refusal.option, checked.refusal.problem) };
  // Every value passed its option's rule, and the required ones are present: the table's type
  // says these are PonteOptions.
  return { ok: true, options: checked.values as PonteOptions };
}
