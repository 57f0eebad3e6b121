// CPF and CNPJ: each kind its own length and check digits, repeated digits refused, and the mask they are written in.
import { describe, expect, it } from 'vitest';
import { formatDocument, isValidCnpj, isValidCpf } from './tax-number.js';

describe('tax ids', () => {
  it.each([
    ['529.982.247-25', true, false],
    ['52998224725', true, false],
    ['529.982.247-26', false, false],
    ['111.111.111-11', false, false],
    ['000.000.000-00', false, false],
    ['11.222.333/0001-81', false, true],
    ['11222333000181', false, true],
    ['11.222.333/0001-82', false, false],
    ['00.000.000/0000-00', false, false],
    ['5299822472', false, false],
    ['', false, false],
  ])('%s: a CPF %s, a CNPJ %s', (value, cpf, cnpj) => {
    expect(isValidCpf(value)).toBe(cpf);
    expect(isValidCnpj(value)).toBe(cnpj);
  });

  it.each([
    ['52998', false, '529.98'],
    ['52998224725', false, '529.982.247-25'],
    ['529982247251234', false, '529.982.247-25'],
    ['11222333000181', true, '11.222.333/0001-81'],
    ['11.222', true, '11.222'],
    ['abc', false, ''],
  ])('%s written as a %s CNPJ: %s', (typed, cnpj, shown) => {
    expect(formatDocument(typed, cnpj)).toBe(shown);
  });
});
