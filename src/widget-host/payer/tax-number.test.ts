// CPF and CNPJ as a payer types them: punctuation allowed, both check digits checked.
import { describe, expect, it } from 'vitest';
import { readTaxNumber } from './tax-number.js';

describe('readTaxNumber', () => {
  it.each([
    ['529.982.247-25', { kind: 'cpf', digits: '52998224725' }],
    ['52998224725', { kind: 'cpf', digits: '52998224725' }],
    [' 529 982 247 25 ', { kind: 'cpf', digits: '52998224725' }],
    ['11.444.777/0001-61', { kind: 'cnpj', digits: '11444777000161' }],
    ['11222333000181', { kind: 'cnpj', digits: '11222333000181' }],
    ['529.982.247-26', null],
    ['529.982.247-15', null],
    ['111.111.111-11', null],
    ['00000000000000', null],
    ['11.444.777/0001-62', null],
    ['5299822472', null],
    ['529982247250', null],
    ['cpf 52998224725', null],
    ['', null],
  ])('%s reads as %o', (text, expected) => {
    expect(readTaxNumber(text)).toEqual(expected);
  });
});
