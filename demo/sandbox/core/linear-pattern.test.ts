// The linear matcher: the engine's verdict on every pattern it runs, bounded time on the ones that stall the engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../resources/connectors/catalogue.js';
import { compilePattern, MAX_VALUE_LENGTH, matchesPattern } from './linear-pattern.js';

const compiled = (source: string) => {
  const pattern = compilePattern(source);
  if ('unsupported' in pattern) throw new Error(`${source}: ${pattern.unsupported}`);
  return pattern;
};

describe('compilePattern agrees with the engine', () => {
  it.each([
    ['^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$', ['529.982.247-25', '52998224725', '529.982.247-2', '529982247255', '']],
    ['^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$', ['ana@banco.com.br', 'ana@banco', 'a b@c.de', '@c.de', 'a@b.c']],
    ['^(\\d{3,9}|\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2})$', ['123', '12', '123456789', '1234567890', '123.456.789-09']],
    ['^(user|ok|-)+$', ['user-ok', 'ok', 'user-no', '']],
    ['^.{6,}$', ['12345', '123456', '12345\n6', 'ção-ok']],
    ['\\bfoo\\b', ['foo', 'a foo b', 'foobar', '_foo']],
    ['\\Bfoo', ['foo', 'afoo', 'a foo']],
    ['ab|cd', ['xxcdxx', 'xxabx', 'ac']],
    ['a{2,3}$', ['aaaa', 'a', 'baa']],
    ['(a*)*b', ['aaab', 'aaa', '']],
    // Annex B's lenient forms: braces and brackets as text, a lone \c, \u and \x without digits.
    ['x{', ['x{', 'x']],
    ['a{1,b}', ['a{1,b}', 'a']],
    [']}', [']}', '}']],
    ['\\c', ['\\c', 'c']],
    ['\\cJ', ['\n', 'J']],
    ['\\u{2}', ['uu', 'u{2}']],
    ['\\x4', ['x4', '\x04']],
    ['\\x41\\u0042', ['AB', 'ab']],
    ['[\\d-z]', ['-', '5', 'z', 'y']],
    ['[a-]', ['-', 'a', 'b']],
    ['[--0]', ['.', '/', '0', ',']],
    ['[\\b]', ['\b', 'b']],
    ['[]', ['', 'a']],
    ['[^]', ['', '\n']],
    ['(?<name>a)(?:b)', ['ab', 'a']],
    ['\\0', ['\0', '0']],
  ])('%s', (source, values) => {
    const pattern = compiled(source);
    for (const value of values) expect(pattern.test(value), JSON.stringify(value)).toBe(new RegExp(source).test(value));
  });

  it('on every validation pattern of the built-in catalogue, with its placeholder and near misses', () => {
    const credentials = loadCatalogue().flatMap((entry) => entry.connector.credentials ?? []);
    for (const { validation, placeholder } of credentials) {
      if (!validation) continue;
      const pattern = compiled(validation);
      const sample = placeholder ?? 'password-ok';
      for (const value of [sample, `${sample}!`, sample.slice(1), sample.replace(/\d/g, 'x'), '']) {
        expect(pattern.test(value), `${validation} on ${JSON.stringify(value)}`).toBe(new RegExp(validation).test(value));
      }
    }
  });

  it.each(['\\s', '\\S', '\\w', '\\W', '\\d', '\\D', '.', '[^\\s\\d]'])('on every UTF-16 code unit for %s', (source) => {
    const pattern = compiled(`^${source}$`);
    const native = new RegExp(`^${source}$`);
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const value = String.fromCharCode(code);
      if (pattern.test(value) !== native.test(value)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it('on random patterns and values (property)', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      '-',
      '.',
      '\\d',
      '\\w',
      '\\s',
      '\\W',
      '[ab]',
      '[^a]',
      '[a-c]',
      '[\\d-]',
      '{',
      '}',
      ']',
      '\\x61',
      '[]',
      '[^]',
    );
    const assertion = fc.constantFrom('^', '$', '\\b', '\\B');
    const quantifier = fc.constantFrom('', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?');
    const disjunction = (depth: number): fc.Arbitrary<string> => {
      const group = depth === 0 ? atom : fc.tuple(fc.constantFrom('(', '(?:'), disjunction(depth - 1)).map(([open, inner]) => `${open}${inner})`);
      const term = fc.oneof(
        assertion,
        fc.tuple(fc.oneof(atom, group), quantifier).map(([a, q]) => a + q),
      );
      const sequence = fc.array(term, { maxLength: 4 }).map((terms) => terms.join(''));
      return fc.array(sequence, { minLength: 1, maxLength: 3 }).map((options) => options.join('|'));
    };
    const valid = (source: string) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    };
    const value = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-', ' ', '1', '_', '{', '}', ']', '\n'), maxLength: 10 });
    fc.assert(
      fc.property(disjunction(2).filter(valid), fc.array(value, { minLength: 1, maxLength: 4 }), (source, values) => {
        const pattern = compiled(source);
        for (const v of values) expect(pattern.test(v), `${source} on ${JSON.stringify(v)}`).toBe(new RegExp(source).test(v));
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });
});

describe('compilePattern bounds the time of a match', () => {
  // Each of these takes the engine seconds or more on the value below; the matcher, milliseconds.
  it.each(['^(a+)+$', '^(\\w+\\s?)*$', '^(a|aa)+$', '^(a|a?)+$', '^([a-z0-9]+)*@x\\.com$', '(.*a){12}x'])(
    '%s on a hostile value of 30 characters, and of the longest length matched',
    (source) => {
      const pattern = compiled(source);
      const started = performance.now();
      expect(pattern.test(`${'a'.repeat(30)}!`)).toBe(false);
      expect(pattern.test(`${'a'.repeat(MAX_VALUE_LENGTH - 1)}!`)).toBe(false);
      expect(performance.now() - started).toBeLessThan(250);
    },
  );

  it('refuses a value longer than it matches, as not matching', () => {
    expect(compiled('^.+$').test('a'.repeat(MAX_VALUE_LENGTH))).toBe(true);
    expect(compiled('^.+$').test('a'.repeat(MAX_VALUE_LENGTH + 1))).toBe(false);
  });

  it.each([
    ['(a)\\1', /backreferences/],
    ['\\k<x>(?<x>a)', /named backreferences/],
    ['^(?=.*\\d).{8,}$', /lookarounds/],
    ['(?<!a)b', /lookarounds/],
    ['\\01', /octal/],
    ['a{5000}', /repeat count/],
    ['(?:){100000000}', /repeat count/],
    ['(?:[a-z]{1,60}){40}', /states/],
    ['^(\\d$', /not a valid regular expression/],
  ])('refuses %s, saying why', (source, reason) => {
    const pattern = compilePattern(source);
    expect('unsupported' in pattern && pattern.unsupported).toMatch(reason);
    expect(matchesPattern(source, 'a')).toBeNull();
  });
});
