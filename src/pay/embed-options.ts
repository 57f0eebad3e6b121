// The host's options in payment mode, as the payer page takes them from `init`: each one checked, an
// unknown or bad one refused by name (INVALID_OPTIONS), as the widget refuses its own.
import type { WidgetError } from '../contract/error-codes.js';
import { THEMES, type Theme } from '../contract/options.js';
import { isUuid } from './request-id.js';

export type EmbedOptions = { paymentRequestId: string; language?: string; theme?: Theme; autoFocus?: boolean };

type Rule = [what: string, is: (value: unknown) => boolean];

const RULES: Record<keyof EmbedOptions, Rule> = {
  paymentRequestId: ['a payment request id (a uuid)', (value) => typeof value === 'string' && isUuid(value)],
  language: ['a language tag such as pt-BR', (value) => typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value)],
  theme: [`one of ${THEMES.join(', ')}`, (value) => (THEMES as readonly unknown[]).includes(value)],
  autoFocus: ['true or false', (value) => typeof value === 'boolean'],
};

const refuse = (option: string, problem: string): WidgetError => ({
  code: 'INVALID_OPTIONS',
  option,
  message: `Invalid option "${option}": ${problem}.`,
});

/** The options, or the error naming the first one the payer page cannot take. */
export function readEmbedOptions(given: Readonly<Record<string, unknown>>): { ok: true; options: EmbedOptions } | { ok: false; error: WidgetError } {
  // The host's success message speaks of a payment intent: an offer's preauthorization has none yet.
  if (given.preauthorizationOffer !== undefined)
    return {
      ok: false,
      error: refuse('preauthorizationOffer', 'is taken on the payer page as a whole page only, for now: send the payer to pay/#offer=…'),
    };
  if (given.paymentRequestId === undefined) return { ok: false, error: refuse('paymentRequestId', 'is required') };
  for (const [option, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(RULES, option)) return { ok: false, error: refuse(option, 'is not available in payment mode') };
    const [what, is] = RULES[option as keyof EmbedOptions];
    if (!is(value)) return { ok: false, error: refuse(option, `expected ${what}`) };
  }
  return { ok: true, options: given as EmbedOptions };
}
