// Values written as JavaScript by the playground (pages/playground/js-literal.js): each reads back as itself, and none breaks out.
import { describe, expect, it } from 'vitest';
import { htmlAttribute, jsKey, jsString, jsValue, type Literal, objectLiteral } from './pages/playground/js-literal.js';

/** What a literal evaluates to, as a page would read it. */
const evaluate = (source: string): unknown => new Function(`'use strict'; return (${source});`)();

describe('jsString', () => {
  it.each([
    { case: 'plain text', value: 'Inter', source: "'Inter'" },
    { case: 'a single quote', value: "it's", source: "'it\\'s'" },
    { case: 'a backslash before a quote', value: "\\'", source: "'\\\\\\''" },
    { case: 'a script end tag', value: '</script>', source: "'\\x3C/script\\x3E'" },
    { case: 'an HTML comment', value: '<!--', source: "'\\x3C!--'" },
    { case: 'line breaks', value: 'a\nb\rc', source: "'a\\nb\\rc'" },
    { case: 'JavaScript line terminators', value: '\u2028\u2029', source: "'\\u2028\\u2029'" },
    { case: 'controls', value: '\0\x7f', source: "'\\u0000\\u007f'" },
    { case: 'a lone surrogate', value: '\ud800', source: "'\\ud800'" },
    { case: 'letters and an emoji, as they are', value: 'Ação 😀', source: "'Ação 😀'" },
    { case: 'a template placeholder, harmless in quotes', value: `\${x}\``, source: `'\${x}\`'` },
  ])('$case', ({ value, source }) => {
    expect(jsString(value)).toBe(source);
    expect(evaluate(jsString(value))).toBe(value);
  });
});

describe('jsValue', () => {
  it.each<{ case: string; value: Literal; source: string }>([
    { case: 'a number', value: 600, source: '600' },
    { case: 'zero', value: 0, source: '0' },
    { case: 'a boolean', value: false, source: 'false' },
    { case: 'a list', value: ['BR', 'AR'], source: "['BR', 'AR']" },
    { case: 'an empty list', value: [], source: '[]' },
    { case: 'an object', value: { cpf: '529.982.247-25' }, source: "{ cpf: '529.982.247-25' }" },
    { case: 'an object with a key that is no identifier', value: { 'a-b': 1 }, source: "{ 'a-b': 1 }" },
    { case: 'an object with nothing defined', value: { cpf: undefined }, source: '{}' },
  ])('$case', ({ value, source }) => {
    expect(jsValue(value)).toBe(source);
    expect(evaluate(jsValue(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it.each<{ case: string; value: unknown }>([
    { case: 'NaN', value: Number.NaN },
    { case: 'Infinity', value: Number.POSITIVE_INFINITY },
    { case: 'a function', value: () => 1 },
    { case: 'null', value: null },
    { case: 'a date', value: new Date(0) },
  ])('refuses $case', ({ value }) => {
    expect(() => jsValue(value as Literal)).toThrow(TypeError);
  });
});

describe('objectLiteral and jsKey', () => {
  it('writes one entry a line, closing at the indent', () => {
    expect(
      objectLiteral(
        [
          ['apiUrl', "'https://api.example.com'"],
          ['on-x', 'f'],
        ],
        '  ',
      ),
    ).toBe("{\n    apiUrl: 'https://api.example.com',\n    'on-x': f,\n  }");
    expect(objectLiteral([], '')).toBe('{}');
  });

  it.each([
    ['language', 'language'],
    ['$x_1', '$x_1'],
    ['1a', "'1a'"],
    ["a'b", "'a\\'b'"],
  ])('key %s is written %s', (key, source) => {
    expect(jsKey(key)).toBe(source);
  });
});

describe('htmlAttribute', () => {
  it('escapes what could end the attribute or open a tag', () => {
    expect(htmlAttribute(`https://w.example/?a="1"&b='2'<x>`)).toBe('https://w.example/?a=&#34;1&#34;&#38;b=&#39;2&#39;&#60;x&#62;');
  });
});
