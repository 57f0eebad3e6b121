// Every language has exactly the reference keys, real copy, and the same placeholders, split the same way.
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.js';
import { en, enLater } from './en.js';
import { es, esLater } from './es.js';
import { enFirstScreen } from './first-screen/en.js';
import { esFirstScreen } from './first-screen/es.js';
import { ptFirstScreen } from './first-screen/pt.js';
import { pt, ptLater } from './pt.js';

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

describe.each([
  ['en', enFirstScreen, enLater],
  ['pt', ptFirstScreen, ptLater],
  ['es', esFirstScreen, esLater],
] as const)('%s catalog, in two parts', (_name, firstScreen, later) => {
  it('has the first screen’s keys in its first-screen part and every other key in its later part', () => {
    expect(Object.keys(firstScreen).sort()).toEqual(Object.keys(enFirstScreen).sort());
    expect(Object.keys(later).sort()).toEqual(Object.keys(enLater).sort());
  });

  it('has no key in both parts, where one copy would hide the other', () => {
    expect(Object.keys(firstScreen).filter((key) => key in later)).toEqual([]);
  });
});

describe('English catalog', () => {
  it('holds no markup: copy is text', () => {
    for (const catalog of [en, pt, es]) {
      for (const text of Object.values(catalog)) expect(text).not.toMatch(/<[a-z/]/i);
    }
  });
});
