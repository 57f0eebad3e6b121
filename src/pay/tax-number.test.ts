// The payer's CPF/CNPJ: masked as typed, accepted only with valid check digits.
import { describe, expect, it } from 'vitest';
import { formatTaxNumber, isValidTaxNumber } from './tax-number.js';

describe('formatTaxNumber', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11222333000181999', '11.222.333/0001-81'],
    ['abc529x98', '529.98'],
  ])('%j → %j', (typed, shown) => {
    expect(formatTaxNumber(typed)).toBe(shown);
  });
});

describe('isValidTaxNumber', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['100.000.000-19', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['11.222.333/0001-81', true],
    ['11.222.333/0001-80', false],
    ['00.000.000/0000-00', false],
    ['5299822472', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidTaxNumber(value)).toBe(valid);
  });
});
