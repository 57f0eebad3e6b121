// Runs a connector's validation pattern only when its worst case is provably small.
//
// A pattern is network data and JavaScript's regex engine backtracks: `^(a+)+$` against
// "aaaa…a!" takes exponential time and would freeze the page. Instead of timing a match (a
// synchronous match cannot be interrupted), each pattern is analysed once, statically, for an
// upper bound on the paths a backtracking matcher can explore over an input of at most
// MAX_INPUT_LENGTH characters:
// - a sequence multiplies the paths of its parts, an alternation adds those of its branches;
// - a quantifier over a fixed-width atom contributes its number of repetition choices, at most
//   MAX_INPUT_LENGTH + 1 (`?` two, `{3}` one, `*` up to 257);
// - a quantifier over a group that itself has choices (a quantifier with a range, an
//   alternation) is refused outright: that nesting is what makes matching exponential;
// - backreferences and lookarounds are refused (their cost is not bounded by this count);
// - an unanchored pattern is retried at every start position, so its count is multiplied.
// A pattern over MAX_PATHS is not run: the field is checked by the server instead. Each path is
// at most as long as the pattern, so a match costs at most MAX_PATHS × MAX_PATTERN_LENGTH steps.

export const MAX_INPUT_LENGTH = 256;
export const MAX_PATTERN_LENGTH = 1000;
export const MAX_PATHS = 100_000;

type Info = {
  /** Upper bound on backtracking paths through this part. */
  paths: number;
  /** Whether it holds a choice (a ranged quantifier or an alternation). */
  branching: boolean;
};

/** A part that matches one way: a character, a class, an anchor. Never changed, so shared. */
const SINGLE: Info = { paths: 1, branching: false };

const QUANTIFIER = /^\{(\d+)(?:(,)(\d*))?\}/;

/** Thrown, and caught by worstCasePaths, when the pattern's cost cannot be bounded. */
const unsafe = (): never => {
  throw SINGLE;
};

/** The paths of the whole pattern, and whether it alternates outside any group. */
function analyse(source: string): { paths: number; alternated: boolean } {
  let at = 0;
  const peek = () => source[at];

  /**
   * What follows `\x`, `\u` or `\c` is read as plain characters: each matches one way, as the
   * escape does, so the count comes out the same.
   */
  function escapeSequence(): Info {
    const c = source[at++];
    // A backreference, numbered or named.
    if (c === undefined || /[1-9]/.test(c) || (c === 'k' && peek() === '<')) unsafe();
    return SINGLE;
  }

  function characterClass(): Info {
    // Without the u flag, "[]" is an empty class: the first "]" always closes (after a "^" too,
    // which is stepped over like any other character).
    while (at < source.length && peek() !== ']') at += peek() === '\\' ? 2 : 1;
    return close(']', SINGLE);
  }

  /** Steps over `char`, which must come next, and answers `info`. */
  function close(char: string, info: Info): Info {
    if (peek() !== char) unsafe();
    at++;
    return info;
  }

  function group(): Info {
    if (peek() === '?') {
      const head = source.slice(at, at + 3);
      if (head.startsWith('?:')) at += 2;
      else if (head.startsWith('?<') && head !== '?<=' && head !== '?<!') {
        at = source.indexOf('>', at) + 1;
        if (at === 0) unsafe();
      } else unsafe(); // lookarounds and modifiers
    }
    return close(')', disjunction());
  }

  /** Repetition choices of a quantifier at `at`, or null when none follows. */
  function quantifier(): number | null {
    const c = peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      at++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = QUANTIFIER.exec(source.slice(at));
      if (!m) return null; // a literal brace
      at += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
    } else return null;
    if (peek() === '?') at++; // lazy: the same choices, tried in another order
    return Math.max(1, Math.min(max, MAX_INPUT_LENGTH) - Math.min(min, MAX_INPUT_LENGTH) + 1);
  }

  function term(): Info {
    // Each reader starts past the character that opened it.
    const c = source[at++];
    if (c === '^' || c === '$') return SINGLE;
    const base = c === '\\' ? escapeSequence() : c === '[' ? characterClass() : c === '(' ? group() : SINGLE;
    const choices = quantifier();
    if (choices === null) return base;
    if (base.branching) unsafe(); // nested choices: exponential
    return { paths: base.paths * choices, branching: choices > 1 };
  }

  /** `alternated` when it has more than one branch. */
  function disjunction(): Info & { alternated: boolean } {
    let paths = 0;
    let branching = false;
    let branches = 0;
    do {
      if (branches++) at++; // the "|"
      let branch = 1;
      while (at < source.length && peek() !== '|' && peek() !== ')') {
        const t = term();
        branch *= t.paths;
        branching ||= t.branching;
        if (branch > MAX_PATHS) unsafe();
      }
      paths += branch;
      if (paths > MAX_PATHS) unsafe();
    } while (peek() === '|');
    return { paths, branching: branching || branches > 1, alternated: branches > 1 };
  }

  const info = disjunction();
  if (at !== source.length) unsafe();
  return info;
}

/** Upper bound on backtracking paths for any input up to MAX_INPUT_LENGTH, or null when unbounded. */
export function worstCasePaths(source: string): number | null {
  if (source.length > MAX_PATTERN_LENGTH) return null;
  try {
    const { paths, alternated } = analyse(source);
    // "^" outside any alternation pins the match to the start: other starts fail at once.
    const anchored = source.startsWith('^') && !alternated;
    const total = anchored ? paths + MAX_INPUT_LENGTH + 1 : paths * (MAX_INPUT_LENGTH + 1);
    return total > MAX_PATHS ? null : total;
  } catch {
    // Refused by the analysis, or nested too deep to analyse: the server checks the field.
    return null;
  }
}

const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 256;

/** The compiled pattern when it is valid and provably cheap, else null (no client-side rule). */
export function safePattern(source: string): RegExp | null {
  const cached = cache.get(source);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null = null;
  try {
    // Flags as the server uses them (none), so both sides agree on what the pattern means.
    compiled = worstCasePaths(source) === null ? null : new RegExp(source);
  } catch {
    // Not a valid pattern: no rule rather than a crash.
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/**
 * Whether `value` matches `source`; null when it cannot be checked here (invalid or unsafe
 * pattern, or a value longer than the analysed bound): the server still validates it.
 */
export function testSafely(source: string, value: string): boolean | null {
  if (value.length > MAX_INPUT_LENGTH) return null;
  const pattern = safePattern(source);
  return pattern === null ? null : pattern.test(value);
}
