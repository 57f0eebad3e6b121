// Turns a catalog into `t(key, params?)`: `{name}` interpolation and plural forms chosen by Intl.
import type { Catalog, CatalogLookup, Translate, TranslateKey, TranslateParams } from './catalog.js';
import { localeFor, type Language } from './language.js';

const PLACEHOLDER = /\{(\w+)\}/g;

const lookupIn =
  (entries: Readonly<Record<string, string>>): CatalogLookup =>
  (key) =>
    entries[key];

/** A lookup reads copy that comes in parts as each part arrives (see load-catalog.ts). */
export function createTranslator(language: Language, catalog: Catalog | CatalogLookup): Translate {
  const locale = localeFor(language);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const lookup = typeof catalog === 'function' ? catalog : lookupIn(catalog);

  return (key: TranslateKey, params?: TranslateParams): string => {
    const count = params?.count;
    // 'many' and friends fall back to 'other', which every plural entry has.
    const form = typeof count === 'number' ? plurals.select(count) : 'other';
    // The key itself only for copy not in yet, which no view asks for: later steps wait for theirs.
    const template = lookup(key) ?? lookup(`${key}.${form}`) ?? lookup(`${key}.other`) ?? key;
    // One pass over the template: a param holding `{x}` stays literal text.
    return template.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
