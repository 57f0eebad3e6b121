// The reference catalog translates every code and field message the widget can show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINAL_EXECUTION_STATUSES, PRODUCTS } from '../api/enums.js';
import { FIELD_ERRORS } from '../flow/validation/field-errors.js';
import { en } from '../i18n/en.js';
import { ROOT, sourceFiles } from '../testing/import-graph.js';

describe('English catalog', () => {
  const keys = new Set(Object.keys(en));
  it.each([
    ...FINAL_EXECUTION_STATUSES.filter((s) => s !== 'SUCCESS' && s !== 'PARTIAL_SUCCESS').map((s) => `itemError.${s}`),
    ...PRODUCTS.map((p) => `product.${p}`),
    ...Object.values(FIELD_ERRORS),
  ])('translates %s', (key) => {
    expect(keys.has(key)).toBe(true);
  });
});

describe('the catalogs', () => {
  // Copy nobody shows still ships in every page: each key must be named in the widget's code, as a
  // literal or as a family built from a template (`itemError.${code}`).
  const code = sourceFiles('src/ui', 'src/flow', 'src/embed', 'src/app')
    .filter((file) => !/\.test\.tsx?$|\/testing\/|catalog-keys\.ts$/.test(file))
    .map((file) => readFileSync(join(ROOT, file), 'utf8'))
    .join('\n');
  const named = (key: string): boolean => {
    const base = key.replace(/\.(one|other)$/, '');
    if (code.includes(`'${base}'`) || code.includes(`\`${base}\``)) return true;
    const parts = base.split('.');
    return parts.some((_, i) => i > 0 && code.includes(`${parts.slice(0, i).join('.')}.\${`));
  };

  it.each(Object.keys(en))('%s is shown somewhere', (key) => {
    expect(named(key)).toBe(true);
  });
});
