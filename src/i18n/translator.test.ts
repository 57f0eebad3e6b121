// t(key, params): lookup, interpolation as text, plural forms per language.
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { es } from './es.js';
import { pt } from './pt.js';
import { createTranslator } from './translator.js';

describe('createTranslator', () => {
  it('looks copy up in the given language', () => {
    expect(createTranslator('en', en)('search.heading')).toBe('Choose your institution');
    expect(createTranslator('pt', pt)('search.heading')).toBe('Escolha sua instituição');
    expect(createTranslator('es', es)('search.heading')).toBe('Elige tu institución');
  });

  it('interpolates params as plain text, once', () => {
    const t = createTranslator('en', en);
    expect(t('search.empty', { query: '<b>{query}</b>' })).toBe('No institution found for “<b>{query}</b>”.');
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(createTranslator('en', en)('search.empty')).toBe('No institution found for “{query}”.');
  });

  it.each([
    ['en', 1, '1 institution found'],
    ['en', 2, '2 institutions found'],
    ['en', 0, '0 institutions found'],
    ['pt', 1, '1 instituição encontrada'],
    ['pt', 1500, '1.500 instituições encontradas'],
    ['es', 3, '3 instituciones encontradas'],
  ] as const)('%s plural of %d', (language, count, expected) => {
    const catalog = { en, pt, es }[language];
    expect(createTranslator(language, catalog)('search.results', { count })).toBe(expected);
  });

  it('reads copy through a lookup as it arrives, plurals included', () => {
    const arrived = new Map<string, string>();
    const t = createTranslator('en', (key) => arrived.get(key));
    arrived.set('search.results.one', '{count} institution found').set('search.results.other', '{count} institutions found');
    expect(t('search.results', { count: 1 })).toBe('1 institution found');
    expect(t('search.results', { count: 1200 })).toBe('1,200 institutions found');
  });

  it("falls back to 'other' for forms a catalog does not write (pt 'many')", () => {
    expect(createTranslator('pt', pt)('search.results', { count: 1_000_000 })).toBe('1.000.000 instituições encontradas');
  });
});
