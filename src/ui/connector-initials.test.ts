// Initials and brand color parsing.
import { describe, expect, it } from 'vitest';
import { initials, parseHexColor } from './connector-initials.js';

describe('initials', () => {
  it.each([
    ['Sandbox Bank', 'SB'],
    ['Itaú', 'IT'],
    ['banco do brasil', 'BD'],
    ['C6', 'C6'],
    ['(Nu) Pagamentos', 'NP'],
    ['Itaú-Unibanco', 'IU'],
    ['', '?'],
    [undefined, '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('parseHexColor', () => {
  it.each([
    ['#2a6fdb', '#2A6FDB'],
    ['2A6FDB', '#2A6FDB'],
    ['#abc', '#AABBCC'],
    ['red', null],
    ['#12345', null],
    ['#000; background:url(x)', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(parseHexColor(value)).toBe(expected);
  });
});
