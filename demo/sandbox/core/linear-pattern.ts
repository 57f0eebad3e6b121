// Runs a connector's validation pattern in time linear in the value, whatever the pattern: a client's value can never stall the sandbox.
//
// JavaScript's engine backtracks, so a pattern such as `^(a+)+$` takes exponential time on
// "aaaa…a!", and a synchronous match cannot be interrupted. The sandbox instead compiles the
// pattern (read by pattern-syntax.ts) into a Thompson automaton and follows every path at once,
// one step per character: a match costs at most the value's length times the automaton's size,
// both bounded below. It answers only whether the value matches, which is all a rule needs, and
// agrees with the engine on that (linear-pattern.test.ts compares them).
import { type CharTest, isWordChar, type PatternNode, parsePattern, UnsupportedPattern } from './pattern-syntax.js';

/** States of one automaton; a counted repeat (`{3,12}`) costs one copy of its body per count. */
export const MAX_STATES = 2048;
/**
 * Longer values are refused as not matching: no credential is this long, and the bound keeps
 * the worst match at MAX_STATES × MAX_VALUE_LENGTH steps (about 20 ms; real patterns have a few
 * dozen states and take well under one).
 */
export const MAX_VALUE_LENGTH = 1024;

type Assertion = Extract<PatternNode, { kind: 'assert' }>['at'];
type State =
  | { op: 'char'; test: CharTest; next: number }
  | { op: 'split'; next: number; alt: number }
  | { op: 'assert'; at: Assertion; next: number }
  | { op: 'match' };

export type LinearPattern = { test(value: string): boolean };

function compile(tree: PatternNode): { states: State[]; start: number } {
  const states: State[] = [{ op: 'match' }];
  const add = (state: State): number => {
    if (states.length >= MAX_STATES) throw new UnsupportedPattern(`more than ${MAX_STATES} states (counted repeats are too large)`);
    return states.push(state) - 1;
  };
  // Built backwards: each node is compiled knowing where it continues.
  const emit = (node: PatternNode, next: number): number => {
    switch (node.kind) {
      case 'char':
        return add({ op: 'char', test: node.test, next });
      case 'assert':
        return add({ op: 'assert', at: node.at, next });
      case 'sequence':
        return node.items.reduceRight((continuation, item) => emit(item, continuation), next);
      case 'choice':
        return node.options.map((option) => emit(option, next)).reduceRight((rest, entry) => add({ op: 'split', next: entry, alt: rest }));
      case 'repeat': {
        // Checked before copying: a count past the bound would copy an empty body for ever.
        if (node.min > MAX_STATES || (node.max !== Number.POSITIVE_INFINITY && node.max > MAX_STATES)) {
          throw new UnsupportedPattern(`a repeat count over ${MAX_STATES}`);
        }
        let entry = next;
        if (node.max === Number.POSITIVE_INFINITY) {
          const loop = add({ op: 'split', next: -1, alt: next });
          const body = emit(node.node, loop);
          states[loop] = { op: 'split', next: body, alt: next };
          entry = loop;
        } else {
          for (let i = node.min; i < node.max; i++) entry = add({ op: 'split', next: emit(node.node, entry), alt: next });
        }
        for (let i = 0; i < node.min; i++) entry = emit(node.node, entry);
        return entry;
      }
    }
  };
  return { states, start: emit(tree, 0) };
}

function holds(at: Assertion, value: string, i: number): boolean {
  if (at === 'start') return i === 0;
  if (at === 'end') return i === value.length;
  const before = i > 0 && isWordChar(value.charCodeAt(i - 1));
  const after = i < value.length && isWordChar(value.charCodeAt(i));
  return (before !== after) === (at === 'boundary');
}

function run(states: readonly State[], start: number, value: string): boolean {
  // stamp[s] === position: state s is already in the set of that position (epsilon loops end there).
  const stamp = new Int32Array(states.length).fill(-1);
  const stack: number[] = [];
  let current: number[] = [];
  let next: number[] = [];
  /** Adds a state and what it reaches without reading; true when that reaches the match. */
  const enter = (list: number[], state: number, position: number): boolean => {
    stack.push(state);
    while (stack.length > 0) {
      const s = stack.pop() ?? 0;
      if (stamp[s] === position) continue;
      stamp[s] = position;
      const op = states[s];
      if (op === undefined) continue;
      if (op.op === 'match') {
        stack.length = 0;
        return true;
      }
      if (op.op === 'char') list.push(s);
      else if (op.op === 'split') stack.push(op.alt, op.next);
      else if (holds(op.at, value, position)) stack.push(op.next);
    }
    return false;
  };
  for (let position = 0; ; position++) {
    // Like RegExp.prototype.test, a match may begin at any position.
    if (enter(current, start, position)) return true;
    if (position === value.length) return false;
    const code = value.charCodeAt(position);
    next.length = 0;
    for (const s of current) {
      const op = states[s];
      if (op?.op === 'char' && op.test(code) && enter(next, op.next, position + 1)) return true;
    }
    [current, next] = [next, current];
  }
}

/** The pattern ready to run, or why the sandbox cannot run it in linear time. */
export function compilePattern(source: string): LinearPattern | { unsupported: string } {
  try {
    new RegExp(source); // only valid patterns: the parser need not judge validity
  } catch {
    return { unsupported: 'not a valid regular expression' };
  }
  try {
    const { states, start } = compile(parsePattern(source));
    return { test: (value) => value.length <= MAX_VALUE_LENGTH && run(states, start, value) };
  } catch (error) {
    if (error instanceof UnsupportedPattern) return { unsupported: `the sandbox cannot match it in linear time: ${error.message}` };
    throw error;
  }
}

const cache = new Map<string, LinearPattern | null>();
const CACHE_LIMIT = 256;

/** Whether `value` matches `source`; null when the pattern cannot be run (invalid, or unsupported). */
export function matchesPattern(source: string, value: string): boolean | null {
  let pattern = cache.get(source);
  if (pattern === undefined) {
    const compiled = compilePattern(source);
    pattern = 'unsupported' in compiled ? null : compiled;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, pattern);
  }
  return pattern === null ? null : pattern.test(value);
}
