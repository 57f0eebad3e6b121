// Vite plugin: the catalogs' keys ('search.label', 'error.retry'...) become ids of one or two
// letters in every chunk of a build, in the catalogs and in the code that asks for them alike. A
// key is written in a language's catalog and again where a view asks for it, in separate files
// that each compress alone: shortened, they save about 0.5 KB gzip of the widget. A plural's base
// gets an id like any key, its forms keeping their names after it (`q.one`, `q.other`). Keys a view
// builds at run time (`product.${code}`) keep their names but for a short family prefix: a family of
// them is listed in DYNAMIC_KEYS, and the build fails on a key built at run time that no family names.
import type { Plugin } from 'vite';

/** Keys built at run time from data: their names stay as written. */
export const DYNAMIC_KEYS: readonly RegExp[] = [
  // A plural's forms, chosen by Intl.PluralRules (i18n/translator.ts).
  /\.(zero|one|two|few|many|other)$/,
  /^product\./,
  /^itemError\./,
  /^error\.[^.]+\.(heading|body)$/,
];

/** The families' prefixes, shortened where a key is written whole and where a template starts one. */
export const FAMILY_PREFIXES: readonly (readonly [string, string])[] = [
  ['product.', 'P.'],
  ['itemError.', 'I.'],
  ['error.', 'X.'],
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The nth id: a letter, then a letter and a letter or digit. None has a dot, so none is a key. */
export function shortId(n: number): string {
  if (n < LETTERS.length) return LETTERS.charAt(n);
  const rest = n - LETTERS.length;
  const second = `${LETTERS}0123456789`;
  const first = Math.floor(rest / second.length);
  if (first >= LETTERS.length) throw new Error(`more than ${LETTERS.length * (second.length + 1)} catalog keys`);
  return LETTERS.charAt(first) + second.charAt(rest % second.length);
}

/** A plural form's key: its base (what a view asks for) and the form Intl.PluralRules chose. */
const PLURAL_FORM = /^(.+)\.(zero|one|two|few|many|other)$/;

/**
 * An id for every key no dynamic family names, and for the base of each plural (a view asks for
 * `base`, the translator looks up `base.one`, `base.other`...: the forms keep their names after the id).
 */
export function shortKeys(keys: readonly string[], dynamic: readonly RegExp[] = DYNAMIC_KEYS): Map<string, string> {
  const ids = new Map<string, string>();
  const inFamily = (key: string) => dynamic.some((family) => family.test(key));
  for (const key of keys) {
    const base = PLURAL_FORM.exec(key)?.[1];
    const named = base !== undefined && !inFamily(base) ? base : key;
    if (named === key && inFamily(key)) continue;
    if (!ids.has(named)) ids.set(named, shortId(ids.size));
  }
  return ids;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every string literal that is exactly a key (or a plural's base, with or without its form), in either
 * quote, written as its id; a key of a family written whole, and a template that starts one, with the
 * family's short prefix.
 */
export function renameKeys(code: string, ids: ReadonlyMap<string, string>, keys: readonly string[] = []): string {
  let renamed = code;
  if (ids.size > 0) {
    const names = [...ids.keys()].map(escapeRegExp).join('|');
    // A key, or a plural's base with its form: the form stays as written after the id.
    const literal = new RegExp(`(["'\`])(${names})(\\.(?:zero|one|two|few|many|other))?\\1`, 'g');
    renamed = renamed.replace(literal, (_whole, quote: string, key: string, form = '') => `${quote}${ids.get(key)}${form}${quote}`);
  }
  for (const [prefix, short] of FAMILY_PREFIXES) {
    const whole = keys.filter((key) => key.startsWith(prefix) && !ids.has(key)).map((key) => escapeRegExp(key.slice(prefix.length)));
    const head = `\`${escapeRegExp(prefix)}(?=\\$\\{)`;
    const pattern = whole.length > 0 ? `${head}|(["'\`])${escapeRegExp(prefix)}(${whole.join('|')})\\1` : head;
    renamed = renamed.replace(new RegExp(pattern, 'g'), (_whole, quote?: string, rest?: string) =>
      quote === undefined ? `\`${short}` : `${quote}${short}${rest}${quote}`,
    );
  }
  return renamed;
}

/**
 * The key-like pieces a chunk builds keys from at run time (`product.${`, `}.heading`, "itemError."+)
 * that no key of a dynamic family starts or ends with: a key built from one would have been
 * renamed in the catalog and be missing at run time.
 */
export function unlistedDynamicKeys(code: string, keys: readonly string[], dynamic: readonly RegExp[] = DYNAMIC_KEYS): string[] {
  const kept = keys.filter((key) => dynamic.some((family) => family.test(key)));
  const found = new Set<string>();
  for (const [, prefix = ''] of code.matchAll(/[`"']((?:[A-Za-z]+\.)+)(?:\$\{|["']\s*\+)/g))
    if (keys.some((key) => key.startsWith(prefix)) && !kept.some((key) => key.startsWith(prefix))) found.add(`${prefix}…`);
  for (const [, suffix = ''] of code.matchAll(/(?:\}|\+\s*["'])((?:\.[A-Za-z]+)+)[`"']/g))
    if (keys.some((key) => key.endsWith(suffix)) && !kept.some((key) => key.endsWith(suffix))) found.add(`…${suffix}`);
  return [...found];
}

/** `keys`: every catalog key (the reference language's). Runs after the minifiers, over every chunk. */
export function catalogKeysPlugin(keys: readonly string[]): Plugin {
  const ids = shortKeys(keys);
  return {
    name: 'ponte-catalog-keys',
    apply: 'build',
    generateBundle(options, bundle) {
      // Source maps would point at the columns before the renaming.
      if (options.sourcemap) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const unlisted = unlistedDynamicKeys(file.code, keys);
        if (unlisted.length > 0)
          this.error(
            `${file.fileName} builds catalog keys at run time from ${unlisted.join(', ')}: add the family to DYNAMIC_KEYS in build/catalog-keys-plugin.ts`,
          );
        file.code = renameKeys(file.code, ids, keys);
      }
    },
  };
}
