// Credential checks against connector descriptors, and the CPF/CNPJ check digits.
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../../../src/api/schemas/index.js';
import { isValidTaxId, validateParameters } from './validate-parameters.js';

describe('isValidTaxId', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-82', false],
    ['00.000.000/0000-00', false],
    ['123', false],
    ['', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidTaxId(value)).toBe(valid);
  });
});

const descriptors: Credential[] = [
  { name: 'user', label: 'User', type: 'text' },
  { name: 'password', label: 'Password', type: 'password', validation: '^.{6,}$', validationMessage: 'At least 6 characters' },
  { name: 'nickname', label: 'Nickname', type: 'text', optional: true },
  { name: 'kind', label: 'Account kind', type: 'select', options: [{ value: 'pf', label: 'Personal' }], optional: true },
  { name: 'token', label: 'Token', type: 'number', mfa: true, validation: '^\\d{6}$' },
  { name: 'broken', label: 'Broken rule', type: 'text', optional: true, validation: '(' },
  { name: 'code', label: 'Code', type: 'text', optional: true, validation: '^(a+)+$', validationMessage: 'Only the letter a' },
  { name: 'pin', label: 'PIN', type: 'text', optional: true, validation: '^(?=\\d)\\d{4}$' },
];
const ok = { user: 'a', password: 'password-ok', token: '123456' };

describe('validateParameters', () => {
  it.each([
    ['all good', { user: 'a', password: 'password-ok', token: '123456' }, true, []],
    ['MFA not asked yet', { user: 'a', password: 'password-ok' }, false, []],
    ['missing required', { password: 'password-ok', token: '123456' }, true, [['001', 'user']]],
    ['regex mismatch uses validationMessage', { user: 'a', password: 'x', token: '123456' }, true, [['002', 'password', 'At least 6 characters']]],
    ['optional left empty', { user: 'a', password: 'password-ok', token: '123456', nickname: '' }, true, []],
    ['select outside its options', { user: 'a', password: 'password-ok', token: '123456', kind: 'pj' }, true, [['004', 'kind']]],
    ['unknown key', { user: 'a', password: 'password-ok', token: '123456', agency: '1' }, true, [['003', 'agency']]],
    ['an invalid catalogue pattern does not reject the user', { ...ok, broken: 'x' }, true, []],
    ['a pattern the sandbox cannot run (a lookahead) does not reject the user', { ...ok, pin: 'x' }, true, []],
    ['a catastrophic pattern is checked like any other', { ...ok, code: 'aaaa' }, true, []],
    ['a catastrophic pattern refuses a hostile value', { ...ok, code: `${'a'.repeat(30)}!` }, true, [['002', 'code', 'Only the letter a']]],
    ['a value longer than patterns are matched against is refused', { ...ok, password: 'x'.repeat(2000) }, true, [['002', 'password']]],
  ])('%s', (_name, parameters, includeMfa, expected) => {
    const errors = validateParameters(descriptors, parameters, { includeMfa });
    expect(errors.map((e) => [e.code, e.parameter, ...(expected.find((x) => x[1] === e.parameter)?.[2] ? [e.message] : [])])).toEqual(expected);
  });

  it('checks a hostile value against a catastrophic pattern at once (the engine would take seconds)', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) validateParameters(descriptors, { ...ok, code: `${'a'.repeat(30 + i)}!` }, { includeMfa: true });
    expect(performance.now() - started).toBeLessThan(250);
  });
});
