// Vite plugin: the catalogs' keys ('search.label', 'error.retry'...) become ids of one or two
// letters in every chunk of a build, in the catalogs and in the code that asks for them alike. A
// key is written in a language's catalog and again where a view asks for it, in separate files
// that each compress alone: shortened, they save about 0.6 KB gzip of the widget. Keys a view
// builds at run time (`product.${code}`, a plural's `${key}.other`) keep their names: a family of
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

/** An id for every key no dynamic family names. */
export function shortKeys(keys: readonly string[], dynamic: readonly RegExp[] = DYNAMIC_KEYS): Map<string, string> {
  const ids = new Map<string, string>();
  for (const key of keys) if (!ids.has(key) && !dynamic.some((family) => family.test(key))) ids.set(key, shortId(ids.size));
  return ids;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string literal that is exactly a key, in either quote, written as its id. */
export function renameKeys(code: string, ids: ReadonlyMap<string, string>): string {
  if (ids.size === 0) return code;
  const literal = new RegExp(`(["'\`])(${[...ids.keys()].map(escapeRegExp).join('|')})\\1`, 'g');
  return code.replace(literal, (_whole, quote: string, key: string) => `${quote}${ids.get(key)}${quote}`);
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
        file.code = renameKeys(file.code, ids);
      }
    },
  };
}
