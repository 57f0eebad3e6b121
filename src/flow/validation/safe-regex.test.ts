// Connector patterns: the usual ones run, broken ones are no rule, catastrophic ones never run.
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_LENGTH, safePattern, testSafely, worstCasePaths } from './safe-regex.js';

describe('testSafely', () => {
  it.each([
    ['^.{6,}$', 'password-ok', true],
    ['^.{6,}$', 'abc', false],
    ['^\\d{6}$', '123456', true],
    ['^\\d{6}$', '12345a', false],
    ['^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$', '529.982.247-25', true],
    ['^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$', '52998224725', true],
    ['^\\d{2}\\.?\\d{3}\\.?\\d{3}/?\\d{4}-?\\d{2}$', '11.222.333/0001-81', true],
    ['^[a-z0-9_.-]+$', 'user-ok', true],
    ['^(?:\\d{3}\\.){2}\\d{3}$', '123.456.789', true],
    ['^(?<agency>\\d{4})-(\\d)$', '1234-5', true],
    ['^(ab|cd)$', 'cd', true],
    ['^[^\\]]+$', 'ab', true],
    ['^[^]]+$', 'x]]', true],
    ['[', 'anything', null],
    ['(unclosed', 'anything', null],
    ['a{2,1}', 'aa', null],
  ])('%s on %j → %s', (pattern, value, expected) => {
    expect(testSafely(pattern, value)).toBe(expected);
  });

  it.each([
    ['^(a+)+$'],
    ['^(a*)*$'],
    ['^(a|a)*$'],
    ['^(a|aa)+$'],
    ['^([a-zA-Z0-9]+\\s?)*$'],
    ['^(\\w+\\s?)+$'],
    ['(x+x+)+y'],
    ['^(a+){2,}$'],
    ['\\d*\\d*\\d*\\d*$'],
  ])('never runs catastrophic %s on an input built to explode it', (pattern) => {
    const evil = `${'a'.repeat(50)}!`;
    // Returns at all: a run of the pattern itself would not end in any reasonable time.
    expect(testSafely(pattern, evil)).toBeNull();
    expect(testSafely(pattern, 'x'.repeat(40))).toBeNull();
  });

  it('refuses backreferences and lookarounds, whose cost the analysis does not bound', () => {
    for (const pattern of ['^(a)\\1$', '^(?<x>a)\\k<x>$', '^(?=a)a$', '^(?!b)a$', '(?<=a)b', '(?<!a)b']) {
      expect(worstCasePaths(pattern)).toBeNull();
    }
  });

  it('does not check values longer than the analysed bound (the server still does)', () => {
    expect(testSafely('^.{6,}$', 'x'.repeat(MAX_INPUT_LENGTH))).toBe(true);
    expect(testSafely('^.{6,}$', 'x'.repeat(MAX_INPUT_LENGTH + 1))).toBeNull();
  });

  it('bounds an accepted pattern by its choices: fixed counts cost nothing, ranges their width', () => {
    expect(worstCasePaths('^\\d{6}$')).toBe(1 + MAX_INPUT_LENGTH + 1);
    expect(worstCasePaths('^\\d{3}\\.?\\d{3}$')).toBe(2 + MAX_INPUT_LENGTH + 1);
    // Unanchored: tried at every start position.
    expect(worstCasePaths('\\d{2,4}')).toBe(3 * (MAX_INPUT_LENGTH + 1));
  });

  it('treats braces that are no quantifier as text, like the engine does', () => {
    expect(testSafely('^a{b}$', 'a{b}')).toBe(true);
    expect(safePattern('^[{]+$')).not.toBeNull();
  });
});
