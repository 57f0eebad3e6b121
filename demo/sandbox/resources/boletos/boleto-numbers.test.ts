// Boleto numbers: a real bank's barcode reproduced digit for digit, and the due-date factor across its 2025 restart.
import { describe, expect, it } from 'vitest';
import { boletoNumbers, dueDateFactor } from './boleto-numbers.js';

describe('boleto numbers', () => {
  it('reproduces a Banco do Brasil boleto: barcode and digitable line', () => {
    const barcode = '00193373700000001000500940144816060680935031';
    expect(boletoNumbers('001', '2007-12-31', 1, barcode.slice(19))).toEqual({
      barcode,
      digitableLine: '00190500954014481606906809350314337370000000100',
    });
  });

  it.each([
    ['2000-07-03', '1000'],
    ['2007-12-31', '3737'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'],
    ['2025-02-23', '1001'],
  ])('gives %s the due-date factor %s', (day, factor) => {
    expect(dueDateFactor(day)).toBe(factor);
  });
});
