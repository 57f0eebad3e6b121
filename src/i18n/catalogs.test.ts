// Every language has exactly the reference keys, real copy, and the same placeholders.
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.js';
import { en } from './en.js';
import { es } from './es.js';
import { pt } from './pt.js';

const catalogs: [string, Catalog][] = [
  ['pt', pt],
  ['es', es],
];
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe.each(catalogs)('%s catalog', (_name, catalog) => {
  it('has exactly the keys of the English catalog', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it('has copy of its own for every key, with the same placeholders', () => {
    for (const [key, text] of Object.entries(en)) {
      const translated = catalog[key as keyof Catalog];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
    // A catalog copied from English would pass the checks above; the headings must differ.
    expect(catalog['search.heading']).not.toBe(en['search.heading']);
  });
});

describe('English catalog', () => {
  it('holds no markup: copy is text', () => {
    for (const catalog of [en, pt, es]) {
      for (const text of Object.values(catalog)) expect(text).not.toMatch(/<[a-z/]/i);
    }
  });
});
