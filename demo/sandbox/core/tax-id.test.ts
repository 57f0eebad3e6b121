// CPF and CNPJ check digits: each kind its own length, repeated digits refused.
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from './tax-id.js';

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
});
