// The host's options in payment mode, as the payer page takes them from `init`: each one checked, an
// unknown or bad one refused by name (INVALID_OPTIONS), as the widget refuses its own.
import type { WidgetError } from '../contract/error-codes.js';
import { THEMES, type Theme } from '../contract/options.js';
import { isUuid } from './request-id.js';

/** One of paymentRequestId (a payment) and preauthorizationOffer (a smart transfer preauthorization). */
export type EmbedOptions = { paymentRequestId?: string; preauthorizationOffer?: string; language?: string; theme?: Theme; autoFocus?: boolean };

type Rule = [what: string, is: (value: unknown) => boolean];

const RULES: Record<keyof EmbedOptions, Rule> = {
  paymentRequestId: ['a payment request id (a uuid)', (value) => typeof value === 'string' && isUuid(value)],
  // Its signature and claims are the widget host's to check.
  preauthorizationOffer: [
    'the offer your server signed (a compact JWS)',
    (value) => typeof value === 'string' && value.length <= 6000 && /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value),
  ],
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
  const offer = given.preauthorizationOffer !== undefined;
  if (given.paymentRequestId === undefined && !offer) return { ok: false, error: refuse('paymentRequestId', 'is required') };
  if (given.paymentRequestId !== undefined && offer)
    return { ok: false, error: refuse('preauthorizationOffer', 'is not available with paymentRequestId') };
  for (const [option, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(RULES, option)) return { ok: false, error: refuse(option, 'is not available in payment mode') };
    const [what, is] = RULES[option as keyof EmbedOptions];
    if (!is(value)) return { ok: false, error: refuse(option, `expected ${what}`) };
  }
  return { ok: true, options: given as EmbedOptions };
}
