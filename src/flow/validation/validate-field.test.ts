// One field against its descriptor: required, options, CPF/CNPJ, pattern and its message.
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../api/schemas/index.js';
import { FIELD_ERRORS } from './field-errors.js';
import { submittedValue, validateField, validateFields } from './validate-field.js';

const password: Credential = {
  name: 'password',
  label: 'Password',
  type: 'password',
  validation: '^.{6,}$',
  validationMessage: 'Password must have at least 6 characters.',
};
const nickname: Credential = { name: 'nickname', label: 'Nickname', type: 'text', optional: true };
const phrase: Credential = {
  name: 'security_phrase',
  label: 'Phrase',
  type: 'select',
  options: [
    { value: '000001', label: 'Red boat' },
    { value: '123456', label: 'Blue lighthouse' },
  ],
};
const cpf: Credential = {
  name: 'cpf',
  label: 'CPF',
  type: 'text',
  validation: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$',
  validationMessage: 'Informe um CPF válido, com 11 dígitos.',
};
const digitsOnlyCnpj: Credential = { name: 'cnpj', label: 'CNPJ', type: 'text', validation: '^\\d{14}$' };
const broken: Credential = { name: 'code', label: 'Code', type: 'text', validation: '([' };
const catastrophic: Credential = { name: 'code', label: 'Code', type: 'text', validation: '^(a+)+$' };
const noMessage: Credential = { name: 'agency', label: 'Agency', type: 'number', validation: '^\\d{4}$' };

describe('validateField', () => {
  it.each<[string, Credential, string | undefined, string | null]>([
    ['a required field left empty', password, '', FIELD_ERRORS.required],
    ['a required field of spaces', password, '   ', FIELD_ERRORS.required],
    ['a required field never typed', password, undefined, FIELD_ERRORS.required],
    ['an optional field left empty', nickname, '', null],
    ['a value breaking the pattern, with its message', password, 'abc', 'Password must have at least 6 characters.'],
    ['a value matching the pattern', password, 'password-ok', null],
    ['a pattern without message', noMessage, '12', FIELD_ERRORS.invalid],
    ['a select value among the options', phrase, '123456', null],
    ['a select value not offered', phrase, '999999', FIELD_ERRORS.notAnOption],
    ['a valid masked CPF', cpf, '529.982.247-25', null],
    ['a CPF with wrong check digits', cpf, '529.982.247-24', FIELD_ERRORS.invalidCpf],
    ['a CNPJ, masked, against a digits-only pattern', digitsOnlyCnpj, '11.222.333/0001-81', null],
    ['a wrong CNPJ', digitsOnlyCnpj, '11.222.333/0001-80', FIELD_ERRORS.invalidCnpj],
    ['an invalid pattern (no rule)', broken, 'anything', null],
    ['a catastrophic pattern on an exploding input (no rule, and it returns)', catastrophic, `${'a'.repeat(50)}!`, null],
  ])('%s', (_, field, value, expected) => {
    expect(validateField(field, value)).toBe(expected);
  });
});

describe('submittedValue', () => {
  it('sends a tax id in the form the connector pattern accepts', () => {
    expect(submittedValue(cpf, '529.982.247-25')).toBe('529.982.247-25');
    expect(submittedValue(digitsOnlyCnpj, '11.222.333/0001-81')).toBe('11222333000181');
    expect(submittedValue({ name: 'cpf', label: 'CPF', type: 'text' }, '529.982.247-25')).toBe('52998224725');
    expect(submittedValue(password, ' pass word ')).toBe(' pass word ');
  });
});

describe('validateFields', () => {
  it('names every failing field and only those', () => {
    expect(validateFields([password, nickname, cpf], { password: 'abc', cpf: '529.982.247-25' })).toEqual({
      password: 'Password must have at least 6 characters.',
    });
  });
});
