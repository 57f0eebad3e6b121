// vanilla-extract identifiers for shipped builds: a three-character code per style file plus the
// style's number in it (`Kq41`), not the default file hash (`_1opxdk6v`). Class names and theme
// variables appear hundreds of times in the widget's CSS; random-looking hashes twice as long cost
// the first screen bytes that compress poorly.

type IdentifierInput = { hash: string; filePath: string; packageName?: string | undefined };

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHABET = `${LETTERS}0123456789`;

/** FNV-1a: stable across machines and Node versions, so a build names the same file the same way. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A letter (a class name may not start with a digit), then two more characters. */
export function fileCode(path: string): string {
  const hash = fnv1a(path);
  return (
    (LETTERS[hash % LETTERS.length] ?? 'a') +
    (ALPHABET[Math.floor(hash / LETTERS.length) % ALPHABET.length] ?? 'a') +
    (ALPHABET[Math.floor(hash / LETTERS.length / ALPHABET.length) % ALPHABET.length] ?? 'a')
  );
}

/**
 * vanilla-extract's file hash (its dependency's MurmurHash2, base 36): an identifier it hands over
 * is this hash followed by the style's number in the file.
 */
export function fileScopeHash(text: string): string {
  const m = 0x5bd1e995;
  let h = 0;
  let i = 0;
  let len = text.length;
  const byte = (at: number) => text.charCodeAt(at) & 0xff;
  for (; len >= 4; i += 4, len -= 4) {
    let k = byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    h = Math.imul(k, m) ^ Math.imul(h, m);
  }
  if (len === 3) h ^= byte(i + 2) << 16;
  if (len >= 2) h ^= byte(i + 1) << 8;
  if (len >= 1) h = Math.imul(h ^ byte(i), m);
  h ^= h >>> 13;
  h = Math.imul(h, m);
  return ((h ^ (h >>> 15)) >>> 0).toString(36);
}

/**
 * The `identifiers` function: codes are a fixed three characters, so code + number never reads as
 * another file's code + number; two files with one code fail the build instead of sharing names.
 */
export function shortIdentifiers(): (input: IdentifierInput) => string {
  const owners = new Map<string, string>();
  return ({ hash, filePath, packageName }) => {
    // As vanilla-extract hashes it: the package name and the path run together.
    const file = packageName ? `${packageName}${filePath}` : filePath;
    const code = fileCode(file);
    const owner = owners.get(code);
    if (owner !== undefined && owner !== file)
      throw new Error(`style files ${owner} and ${file} share the identifier code ${code}: change fileCode's hash`);
    owners.set(code, file);
    const prefix = fileScopeHash(file);
    if (!hash.startsWith(prefix)) throw new Error(`vanilla-extract named a style of ${file} "${hash}", not its file hash ${prefix} and a number`);
    return `${code}${hash.slice(prefix.length)}`;
  };
}
