// A preauthorization's limits in the payer's words, in each language of the payer page.
import { describe, expect, it } from 'vitest';
import { payEn } from '../i18n/en.js';
import { payPt } from '../i18n/pt.js';
import { payTranslator } from '../i18n/translator.js';
import { limitLines } from './offer-limits.js';

const pt = payTranslator(payPt, 'offer.');
const en = payTranslator(payEn, 'offer.');
const nbsp = (lines: string[]) => lines.map((line) => line.replace(/\s/g, ' '));

describe('limitLines', () => {
  it.each([
    [
      'every kind of limit, in Portuguese',
      {
        transactionLimit: 100,
        totalAllowedAmount: 300,
        periodicLimits: { day: { quantityLimit: 3, transactionLimit: 250 }, month: { quantityLimit: 1 } },
      },
      pt,
      ['Até R$ 100,00 por pagamento', 'Até R$ 300,00 no total', 'Até 3 pagamentos e R$ 250,00 por dia', 'Até 1 pagamento por mês'],
    ],
    ['an amount per week only, in English', { periodicLimits: { week: { transactionLimit: 1234.5 } } }, en, ['Up to R$ 1.234,50 a week']],
    ['no limits at all', { periodicLimits: null }, pt, []],
  ])('%s', (_name, limits, t, lines) => {
    expect(nbsp(limitLines(limits, t))).toEqual(lines);
  });

  it("reads the mode's words first, the payment's otherwise", () => {
    expect(pt('page.label')).toBe('Pagamentos automáticos');
    expect(pt('bank.heading')).toBe('Escolha seu banco');
    expect(payTranslator(payPt)('page.label')).toBe('Pagamento');
  });
});
