// A connector's validation pattern read as a tree, as JavaScript reads it with no flags, for the linear matcher.
//
// Only what a finite automaton can match is read. Backreferences, lookarounds, group modifiers
// and legacy octal escapes are refused (`UnsupportedPattern`): their cost is not linear, or they
// are too rare to be worth the risk of reading them differently from the engine. The caller
// checks first that the engine itself accepts the pattern, so this parser only has to agree with
// it on valid patterns, Annex B's lenient forms included (`]`, `{`, `}` as text, `\c` alone).

/** Whether one UTF-16 code unit is in a set (without the u flag, a pattern reads code units). */
export type CharTest = (code: number) => boolean;

export type PatternNode =
  | { kind: 'char'; test: CharTest }
  | { kind: 'assert'; at: 'start' | 'end' | 'boundary' | 'not-boundary' }
  | { kind: 'sequence'; items: PatternNode[] }
  | { kind: 'choice'; options: PatternNode[] }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number };

export class UnsupportedPattern extends Error {}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
export const isWordChar: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
// WhiteSpace and LineTerminator of the language: what \s means.
const SPACES = new Set([9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isSpace: CharTest = (c) => SPACES.has(c) || (c >= 0x2000 && c <= 0x200a);
const isLineTerminator: CharTest = (c) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
const not =
  (test: CharTest): CharTest =>
  (c) =>
    !test(c);
const is =
  (code: number): CharTest =>
  (c) =>
    c === code;

const CLASS_ESCAPES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWordChar,
  W: not(isWordChar),
  s: isSpace,
  S: not(isSpace),
};
const CONTROL_ESCAPES: Record<string, number> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
const QUANTIFIER = /^\{(\d+)(?:(,)(\d*))?\}/;
const HEX2 = /^[0-9a-fA-F]{2}/;
const HEX4 = /^[0-9a-fA-F]{4}/;

/** One member of a class or one escaped character: `code` when it stands for a single code unit. */
type Member = { test: CharTest; code?: number };
const single = (code: number): Member => ({ test: is(code), code });

export function parsePattern(source: string): PatternNode {
  let at = 0;
  const peek = (offset = 0): string | undefined => source[at + offset];
  const refuse = (why: string): never => {
    throw new UnsupportedPattern(why);
  };

  function disjunction(): PatternNode {
    const options = [alternative()];
    while (peek() === '|') {
      at++;
      options.push(alternative());
    }
    return options.length === 1 && options[0] ? options[0] : { kind: 'choice', options };
  }

  function alternative(): PatternNode {
    const items: PatternNode[] = [];
    while (at < source.length && peek() !== '|' && peek() !== ')') items.push(term());
    return { kind: 'sequence', items };
  }

  function term(): PatternNode {
    const c = peek();
    if (c === '^' || c === '$') {
      at++;
      return { kind: 'assert', at: c === '^' ? 'start' : 'end' };
    }
    if (c === '\\' && (peek(1) === 'b' || peek(1) === 'B')) {
      at += 2;
      return { kind: 'assert', at: source[at - 1] === 'b' ? 'boundary' : 'not-boundary' };
    }
    return quantified(atom());
  }

  function quantified(node: PatternNode): PatternNode {
    const c = peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      at++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Number.POSITIVE_INFINITY;
    } else {
      const braces = c === '{' ? QUANTIFIER.exec(source.slice(at)) : null;
      if (!braces) return node; // Annex B: a brace that is no quantifier is text
      at += braces[0].length;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Number.POSITIVE_INFINITY;
    }
    if (peek() === '?') at++; // lazy: the same strings match, tried in another order
    return { kind: 'repeat', node, min, max };
  }

  function atom(): PatternNode {
    const c = peek() ?? '';
    if (c === '.') {
      at++;
      return { kind: 'char', test: not(isLineTerminator) };
    }
    if (c === '(') return group();
    if (c === '[') return characterClass();
    if (c === '\\') {
      at++;
      return { kind: 'char', test: escaped(false).test };
    }
    if ('*+?)'.includes(c) || (c === '{' && QUANTIFIER.test(source.slice(at)))) refuse(`nothing to repeat at ${at}`);
    at++;
    return { kind: 'char', test: is(c.charCodeAt(0)) };
  }

  function group(): PatternNode {
    at++; // (
    if (peek() === '?') {
      if (peek(1) === ':') at += 2;
      else if (peek(1) === '<' && peek(2) !== '=' && peek(2) !== '!') {
        const end = source.indexOf('>', at);
        if (end < 0) refuse('an unterminated group name');
        at = end + 1;
      } else refuse('lookarounds and group modifiers');
    }
    const inner = disjunction();
    if (peek() !== ')') refuse('an unclosed group');
    at++;
    return inner;
  }

  /** After a backslash: the escape's character or class. Annex B: a lone `\c` is a backslash. */
  function escaped(inClass: boolean): Member {
    const c = peek();
    if (c === undefined) return refuse('a trailing backslash');
    if (c === 'c') {
      const next = peek(1) ?? '';
      if (/[A-Za-z]/.test(next) || (inClass && /[0-9_]/.test(next))) {
        at += 2;
        return single(next.charCodeAt(0) % 32);
      }
      return single(92); // the "c" is read next, as text
    }
    at++;
    const classEscape = CLASS_ESCAPES[c];
    if (classEscape) return { test: classEscape };
    const control = CONTROL_ESCAPES[c];
    if (control !== undefined) return single(control);
    if (c === 'b') return single(8); // in a class; outside, term() read it as a boundary
    if (c === '0' && !/[0-9]/.test(peek() ?? '')) return single(0);
    if (/[0-9]/.test(c)) return refuse('backreferences and octal escapes');
    if (c === 'k') return refuse('named backreferences');
    if (c === 'x' || c === 'u') {
      const digits = (c === 'x' ? HEX2 : HEX4).exec(source.slice(at));
      if (digits) {
        at += digits[0].length;
        return single(Number.parseInt(digits[0], 16));
      }
    }
    return single(c.charCodeAt(0)); // an identity escape
  }

  function classMember(): Member {
    const c = peek();
    if (c === undefined) return refuse('an unclosed class');
    at++;
    return c === '\\' ? escaped(true) : single(c.charCodeAt(0));
  }

  function characterClass(): PatternNode {
    at++; // [
    const negated = peek() === '^';
    if (negated) at++;
    const tests: CharTest[] = [];
    // Without the u flag the first "]" always closes: "[]" matches nothing, "[^]" anything.
    while (peek() !== ']') {
      const from = classMember();
      if (peek() !== '-' || peek(1) === ']' || peek(1) === undefined) {
        tests.push(from.test);
        continue;
      }
      at++; // -
      const to = classMember();
      if (from.code !== undefined && to.code !== undefined) {
        const [low, high] = [from.code, to.code];
        if (low > high) refuse('a range out of order');
        tests.push((code) => code >= low && code <= high);
      } else tests.push(from.test, is(45), to.test); // Annex B: next to \d or \w, "-" is text
    }
    at++; // ]
    const member: CharTest = (code) => tests.some((test) => test(code));
    return { kind: 'char', test: negated ? not(member) : member };
  }

  const tree = disjunction();
  if (at !== source.length) refuse(`an unmatched ")" at ${at}`);
  return tree;
}
