// Turns a catalog into `t(key, params?)`: `{name}` interpolation and plural forms chosen by Intl.
import type { Catalog, Translate, TranslateKey, TranslateParams } from './catalog.js';
import { localeFor, type Language } from './language.js';

const PLACEHOLDER = /\{(\w+)\}/g;

export function createTranslator(language: Language, catalog: Catalog): Translate {
  const locale = localeFor(language);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const entries: Readonly<Record<string, string>> = catalog;

  const template = (key: TranslateKey, params?: TranslateParams): string => {
    const exact = entries[key];
    if (exact !== undefined) return exact;
    const count = params?.count;
    // 'many' and friends fall back to 'other', which every plural entry has.
    const form = typeof count === 'number' ? plurals.select(count) : 'other';
    return entries[`${key}.${form}`] ?? entries[`${key}.other`] ?? key;
  };

  return (key, params) =>
    // One pass over the template: a param holding `{x}` stays literal text.
    template(key, params).replace(PLACEHOLDER, (whole, name: string) => {
      const value = params?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
}
