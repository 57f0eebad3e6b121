// The CreditCardBill schema: a realistic bill parses whole, unknown data is tolerated, bad data is named.
import { describe, expect, it } from 'vitest';
import { CREDIT_CARD_BILL_PAYMENT_MODES, CreditCardBill } from './index.js';

const bill = {
  id: '8c1d7e52-4a3b-4f6e-9d2c-5b7a1e3f9c04',
  dueDate: '2025-03-17T00:00:00.000Z',
  billClosingDate: '2025-03-10T00:00:00.000Z',
  totalAmount: 2345.67,
  totalAmountCurrencyCode: 'BRL',
  minimumPaymentAmount: 351.85,
  allowsInstallments: true,
  financeCharges: [{ id: 'f1', type: 'LATE_PAYMENT_FEE', amount: 12.5, currencyCode: 'BRL', additionalInfo: null }],
  payments: [
    {
      id: '2e4f6a8c-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
      valueType: 'FULL_PAYMENT',
      paymentDate: '2025-03-17T12:00:00.000Z',
      paymentMode: 'PIX',
      amount: 2345.67,
      currencyCode: 'BRL',
    },
  ],
  createdAt: '2025-03-15T15:30:00.000Z',
  updatedAt: '2025-03-15T15:30:00.000Z',
};

const issuePaths = (value: unknown): string[] => {
  const result = CreditCardBill.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('CreditCardBill', () => {
  it('parses a realistic bill with every field kept', () => {
    expect(CreditCardBill.safeParse(bill).data).toEqual(bill);
  });

  it('drops a field a newer server adds', () => {
    expect(CreditCardBill.safeParse({ ...bill, installmentPlans: [] }).data).toEqual(bill);
  });

  it('takes a bill not yet paid, with no closing date or minimum reported', () => {
    const open = { ...bill, billClosingDate: null, minimumPaymentAmount: null, allowsInstallments: null, financeCharges: [], payments: [] };
    expect(CreditCardBill.safeParse(open).data).toEqual(open);
  });

  it.each([
    ['totalAmount', { ...bill, totalAmount: '2345,67' }],
    ['dueDate', { ...bill, dueDate: undefined }],
    ['payments', { ...bill, payments: null }],
    ['payments.0.amount', { ...bill, payments: [{ ...bill.payments[0], amount: '2345.67' }] }],
    ['financeCharges.0.type', { ...bill, financeCharges: [{ ...bill.financeCharges[0], type: 3 }] }],
  ])('fails on a wrong %s and names it', (path, value) => {
    expect(issuePaths(value)).toEqual([path]);
  });

  it('keeps a payment mode or value type newer than its lists', () => {
    const patched = { ...bill, payments: [{ ...bill.payments[0], paymentMode: 'CARD_MACHINE', valueType: 'PARTIAL' }] };
    expect(CreditCardBill.safeParse(patched).data).toEqual(patched);
    expect(CREDIT_CARD_BILL_PAYMENT_MODES).toContain('PIX');
  });
});
