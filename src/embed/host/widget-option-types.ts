// The host's look at the widget's options: each one's type, and the values the host itself uses.
// Every value's format (a color, a CPF, a connector type) is the frame's to check: it answers a bad
// one with INVALID_OPTIONS naming it before `initialized`, and the handle fails with that error.
import { LANGUAGES } from '../../contract/languages.js';
import { THEMES } from '../../contract/options.js';
import { ATTRIBUTE_KINDS } from '../option-kinds.js';
import {
  apiUrlRule,
  boolean,
  connectTokenRule,
  fn,
  isRecord,
  listOf,
  nonNegativeInteger,
  oneOf,
  type Rule,
  type RuleTable,
  rule,
} from '../option-rules.js';

const anyString = rule('a string', (value): value is string => typeof value === 'string');

/** Every callback, the host's own too: a function (the element's refusal also shows its signature). */
export const callback: Rule<() => void> = fn();

const BY_KIND = {
  string: anyString,
  boolean,
  list: listOf(anyString, 'a list of strings'),
  'integer-list': listOf(nonNegativeInteger, 'a list of non-negative integers'),
  integer: nonNegativeInteger,
  json: rule('an object', isRecord),
} satisfies Record<NonNullable<(typeof ATTRIBUTE_KINDS)[keyof typeof ATTRIBUTE_KINDS]>, Rule<unknown>>;

/** Checked in this order, before the host's own options (see connect-options.ts). */
export const WIDGET_OPTION_RULES: RuleTable = {
  ...Object.fromEntries(Object.entries(ATTRIBUTE_KINDS).map(([option, kind]) => [option, BY_KIND[kind]])),
  // The host sends these in a header and to its frame, and words its own texts and colours by the last two.
  connectToken: connectTokenRule,
  apiUrl: apiUrlRule,
  language: oneOf(LANGUAGES),
  theme: oneOf(THEMES),
  onSuccess: callback,
  onError: callback,
  onEvent: callback,
  onOpen: callback,
  fetchConnectToken: callback,
};
