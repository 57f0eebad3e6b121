// A connector's initials.
import { describe, expect, it } from 'vitest';
import { initials } from './connector-initials.js';

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
