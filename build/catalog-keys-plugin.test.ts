// Shortened catalog keys: the copy a view asks for is still the copy it gets, and a key built at
// run time from a family not listed stops the build instead of going missing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enLater } from '../src/i18n/en.js';
import { enFirstScreen } from '../src/i18n/first-screen/en.js';
import { DYNAMIC_KEYS, renameKeys, shortId, shortKeys, unlistedDynamicKeys } from './catalog-keys-plugin.js';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const KEYS = ['search.label', 'search.results.one', 'search.results.other', 'product.ACCOUNTS', 'error.network.heading', 'header.close'];

/** A catalog chunk and a view chunk as the minifier leaves them. */
const CATALOG = `var e={"search.label":"Busque","search.results.one":"{count} instituição","search.results.other":"{count} instituições","product.ACCOUNTS":"Contas","error.network.heading":"Sem conexão","header.close":'Fechar'};export{e as pt};`;
const VIEW = `function v(t,p,k){return[t("search.label"),t("search.results",{count:2}),t(\`product.\${p}\`),t(\`error.\${k}.heading\`),t('header.close')]}export{v};`;

/** Runs the renamed chunks: the view asks a translator over the renamed catalog (plurals as i18n/translator.ts picks them). */
async function texts(catalog: string, view: string): Promise<string[]> {
  const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);
  const [{ pt }, { v }] = await Promise.all([load(catalog), load(view)]);
  const t = (key: string, params?: { count: number }) => pt[key] ?? pt[`${key}.${params?.count === 1 ? 'one' : 'other'}`] ?? key;
  return v(t, 'ACCOUNTS', 'network');
}

describe('shortId', () => {
  it('gives distinct ids with no dot, one letter first', () => {
    const ids = Array.from({ length: 600 }, (_, n) => shortId(n));
    expect(new Set(ids).size).toBe(600);
    expect(ids.slice(0, 3)).toEqual(['a', 'b', 'c']);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]?$/);
  });
});

describe('renameKeys', () => {
  it('leaves every view with the copy it asked for, keys built at run time included', async () => {
    const ids = shortKeys(KEYS);
    const before = await texts(CATALOG, VIEW);
    expect(before).toEqual(['Busque', '{count} instituições', 'Contas', 'Sem conexão', 'Fechar']);
    const catalog = renameKeys(CATALOG, ids, KEYS);
    expect(catalog.length).toBeLessThan(CATALOG.length);
    expect(catalog).not.toContain('"search.label"');
    // A plural's base takes an id, in the view and before each form in the catalog.
    expect(catalog).toContain(`"${ids.get('search.results')}.other"`);
    expect(renameKeys(VIEW, ids, KEYS)).not.toContain('search.results');
    // A family's keys keep their variable part under a short prefix, in the catalog and the template alike.
    expect(catalog).toContain('"P.ACCOUNTS"');
    expect(renameKeys(VIEW, ids, KEYS)).toContain(`\`P.\${p}\``);
    expect(await texts(catalog, renameKeys(VIEW, ids, KEYS))).toEqual(before);
  });

  it("names a plural by its base, and keeps the names of the listed families' keys", () => {
    const ids = shortKeys(KEYS);
    expect([...ids.keys()]).toEqual(['search.label', 'search.results', 'header.close']);
  });

  it('touches only whole literals: a longer string that contains a key stays', () => {
    const ids = shortKeys(['search.label']);
    expect(renameKeys('x("search.label.extra","search.label")', ids)).toBe('x("search.label.extra","a")');
  });
});

describe('unlistedDynamicKeys', () => {
  it.each([
    ['a template prefix', `f=k=>t(\`accountType.\${k}\`)`, ['accountType.…']],
    ['a concatenated prefix', 'f=k=>t("accountType."+k)', ['accountType.…']],
    ['a template suffix', `f=k=>t(\`\${k}.label\`)`, ['….label']],
  ])('finds %s no family lists', (_label, code, found) => {
    expect(unlistedDynamicKeys(code, ['accountType.BANK', 'credentials.label'])).toEqual(found);
  });

  it('lets through the listed families and strings that are no keys', () => {
    expect(unlistedDynamicKeys(`t(\`product.\${p}\`);t(\`error.\${k}.heading\`);u(\`https://x.example/\${p}\`)`, KEYS)).toEqual([]);
  });

  it("finds none in the widget's views: every family they build keys from is listed, and each family names some key", () => {
    const keys = [...Object.keys(enFirstScreen), ...Object.keys(enLater)];
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(join(SRC, file), 'utf8'));
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap((code) => unlistedDynamicKeys(code, keys))).toEqual([]);
    for (const family of DYNAMIC_KEYS)
      expect(
        keys.some((key) => family.test(key)),
        String(family),
      ).toBe(true);
  });
});
