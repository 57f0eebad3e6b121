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

class Unsafe extends Error {}

/** A part that matches one way: a character, a class, an anchor. Never changed, so shared. */
const SINGLE: Info = { paths: 1, branching: false };

const QUANTIFIER = /^\{(\d+)(?:(,)(\d*))?\}/;

function parser(source: string) {
  let at = 0;
  const peek = () => source[at];

  function escapeSequence(): Info {
    at++; // the backslash
    const c = source[at++];
    if (c === undefined) throw new Unsafe();
    if (/[1-9]/.test(c)) throw new Unsafe(); // backreference
    if (c === 'k' && peek() === '<') throw new Unsafe(); // named backreference
    if (c === 'x') at += /^[0-9a-fA-F]{2}/.test(source.slice(at)) ? 2 : 0;
    if (c === 'u') {
      const braced = /^\{[0-9a-fA-F]+\}/.exec(source.slice(at));
      at += braced ? braced[0].length : /^[0-9a-fA-F]{4}/.test(source.slice(at)) ? 4 : 0;
    }
    if (c === 'c' && /^[a-zA-Z]/.test(source.slice(at))) at++;
    return SINGLE;
  }

  function characterClass(): Info {
    at++; // [
    if (peek() === '^') at++;
    // Without the u flag, "[]" is an empty class: the first "]" always closes.
    while (at < source.length && peek() !== ']') at += peek() === '\\' ? 2 : 1;
    if (peek() !== ']') throw new Unsafe();
    at++;
    return SINGLE;
  }

  function group(): Info {
    at++; // (
    if (peek() === '?') {
      const head = source.slice(at, at + 3);
      if (head.startsWith('?:')) at += 2;
      else if (head.startsWith('?<') && head !== '?<=' && head !== '?<!') {
        const end = source.indexOf('>', at);
        if (end < 0) throw new Unsafe();
        at = end + 1;
      } else throw new Unsafe(); // lookarounds and modifiers
    }
    const inner = disjunction();
    if (peek() !== ')') throw new Unsafe();
    at++;
    return inner;
  }

  function atom(): Info {
    const c = peek();
    if (c === '\\') return escapeSequence();
    if (c === '[') return characterClass();
    if (c === '(') return group();
    at++;
    return SINGLE;
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
      max = m[2] === undefined ? min : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
    } else return null;
    if (peek() === '?') at++; // lazy: the same choices, tried in another order
    return Math.max(1, Math.min(max, MAX_INPUT_LENGTH) - Math.min(min, MAX_INPUT_LENGTH) + 1);
  }

  function term(): Info {
    const c = peek();
    if (c === '^' || c === '$') {
      at++;
      return SINGLE;
    }
    const base = atom();
    const choices = quantifier();
    if (choices === null) return base;
    if (base.branching) throw new Unsafe(); // nested choices: exponential
    return { paths: base.paths * choices, branching: choices > 1 };
  }

  function alternative(): Info {
    let paths = 1;
    let branching = false;
    while (at < source.length && peek() !== '|' && peek() !== ')') {
      const t = term();
      paths *= t.paths;
      branching ||= t.branching;
      if (paths > MAX_PATHS) throw new Unsafe();
    }
    return { paths, branching };
  }

  /** `alternated` when it has more than one branch. */
  function disjunction(): Info & { alternated: boolean } {
    const first = alternative();
    let paths = first.paths;
    let alternated = false;
    while (peek() === '|') {
      at++;
      paths += alternative().paths;
      alternated = true;
      if (paths > MAX_PATHS) throw new Unsafe();
    }
    return { paths, branching: first.branching || alternated, alternated };
  }

  return {
    /** The paths of the whole pattern, and whether it alternates outside any group. */
    whole(): { paths: number; alternated: boolean } {
      const info = disjunction();
      if (at !== source.length) throw new Unsafe();
      return info;
    },
  };
}

/** Upper bound on backtracking paths for any input up to MAX_INPUT_LENGTH, or null when unbounded. */
export function worstCasePaths(source: string): number | null {
  if (source.length > MAX_PATTERN_LENGTH) return null;
  try {
    const { paths, alternated } = parser(source).whole();
    // "^" outside any alternation pins the match to the start: other starts fail at once.
    const anchored = source.startsWith('^') && !alternated;
    const total = anchored ? paths + MAX_INPUT_LENGTH + 1 : paths * (MAX_INPUT_LENGTH + 1);
    return total > MAX_PATHS ? null : total;
  } catch (error) {
    if (error instanceof Unsafe) return null;
    throw error;
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
    compiled = null; // not a valid pattern: no rule rather than a crash
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
