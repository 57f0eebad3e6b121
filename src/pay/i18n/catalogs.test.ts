// Every language of the payer page has the reference keys, real copy and the same placeholders.
import { describe, expect, it } from 'vitest';
import { payEn } from './en.js';
import { payEs } from './es.js';
import { payPt } from './pt.js';
import { loadPayCatalog, payTranslator } from './translator.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe.each([
  ['pt', payPt],
  ['es', payEs],
])('%s catalog', (_name, catalog) => {
  it('has exactly the keys of the English catalog, each with copy and the same placeholders', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(payEn).sort());
    for (const [key, text] of Object.entries(payEn)) {
      const translated = catalog[key as keyof typeof payEn];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
    expect(catalog['bank.heading']).not.toBe(payEn['bank.heading']);
  });
});

describe('payTranslator', () => {
  it.each([
    ['pt', 'Autorize o pagamento no Banco Azul'],
    ['en', 'Authorize the payment at Banco Azul'],
    ['es', 'Autoriza el pago en Banco Azul'],
  ] as const)('%s fills in the bank', async (language, text) => {
    expect(payTranslator(await loadPayCatalog(language))('authorize.heading', { bank: 'Banco Azul' })).toBe(text);
  });

  it('leaves a value holding braces as it is', () => {
    expect(payTranslator(payEn)('summary.to', { name: '{bank}' })).toBe('To {bank}');
  });
});
