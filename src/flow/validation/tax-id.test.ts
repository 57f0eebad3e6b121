// CPF/CNPJ: which fields are tax ids, masks as typed, check digits.
import { describe, expect, it } from 'vitest';
import { formatTaxId, isValidCnpj, isValidCpf, isValidTaxId, maskFor, taxIdKindOf } from './tax-id.js';

describe('taxIdKindOf', () => {
  it.each([
    [{ name: 'cpf', label: 'Document' }, 'cpf'],
    [{ name: 'document', label: 'CPF' }, 'cpf'],
    [{ name: 'cnpj', label: 'Company' }, 'cnpj'],
    [{ name: 'doc', label: 'CPF/CNPJ' }, 'cpf-cnpj'],
    [{ name: 'cpfCnpj', label: 'Documento' }, 'cpf-cnpj'],
    [{ name: 'user_cpf', label: 'Seu CPF' }, 'cpf'],
    [{ name: 'cpf2', label: 'Titular' }, 'cpf'],
    [{ name: 'cpfs', label: 'Lista' }, null],
    [{ name: 'user', label: 'User' }, null],
    [{ name: 'password', label: 'Senha do app' }, null],
  ])('%j → %s', (field, kind) => {
    expect(taxIdKindOf(field)).toBe(kind);
  });
});

describe('formatTaxId', () => {
  it.each([
    ['5', 'cpf', '5'],
    ['529', 'cpf', '529'],
    ['5299', 'cpf', '529.9'],
    ['529982', 'cpf', '529.982'],
    ['5299822', 'cpf', '529.982.2'],
    ['5299822472', 'cpf', '529.982.247-2'],
    ['52998224725', 'cpf', '529.982.247-25'],
    ['529.982.247-2599', 'cpf', '529.982.247-25'],
    ['abc529x982', 'cpf', '529.982'],
    ['11', 'cnpj', '11'],
    ['112', 'cnpj', '11.2'],
    ['11222333', 'cnpj', '11.222.333'],
    ['112223330', 'cnpj', '11.222.333/0'],
    ['1122233300018', 'cnpj', '11.222.333/0001-8'],
    ['11222333000181', 'cnpj', '11.222.333/0001-81'],
    ['52998224725', 'cpf-cnpj', '529.982.247-25'],
    ['112223330001', 'cpf-cnpj', '11.222.333/0001'],
    ['', 'cpf', ''],
  ] as const)('%j as %s → %j', (typed, kind, shown) => {
    expect(formatTaxId(typed, kind)).toBe(shown);
  });

  it('gives a mask only to tax-id fields', () => {
    expect(maskFor({ name: 'cpf', label: 'CPF' })?.('52998224725')).toBe('529.982.247-25');
    expect(maskFor({ name: 'user', label: 'User' })).toBeNull();
  });
});

describe('check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['123.456.789-09', true],
    ['1234567890', false],
  ])('CPF %s → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-80', false],
    ['00.000.000/0000-00', false],
    ['45.723.174/0001-10', true],
    ['1122233300018', false],
  ])('CNPJ %s → %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it('checks a CPF/CNPJ field by the number of digits typed', () => {
    expect(isValidTaxId('529.982.247-25', 'cpf-cnpj')).toBe(true);
    expect(isValidTaxId('11.222.333/0001-81', 'cpf-cnpj')).toBe(true);
    expect(isValidTaxId('11.222.333/0001-81', 'cpf')).toBe(false);
  });
});
