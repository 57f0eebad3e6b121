// Credit card bill: a closed monthly bill of a credit account, with its charges and the payments made on it.
//
// The interface does not show this resource: its fields and values are those of the public client (CreditCardBills).
import { z } from '../z.js';

export const CREDIT_CARD_BILL_FINANCE_CHARGE_TYPES = [
  'LATE_PAYMENT_REMUNERATIVE_INTEREST',
  'LATE_PAYMENT_FEE',
  'LATE_PAYMENT_INTEREST',
  'IOF',
  'OTHER',
] as const;

export const CREDIT_CARD_BILL_PAYMENT_VALUE_TYPES = ['INSTALLMENT_PAYMENT', 'FULL_PAYMENT', 'OTHER_PAYMENT'] as const;

export const CREDIT_CARD_BILL_PAYMENT_MODES = ['DEBIT_ACCOUNT', 'BANK_SLIP', 'PAYROLL_DEDUCTION', 'PIX'] as const;
export type CreditCardBillPaymentMode = (typeof CREDIT_CARD_BILL_PAYMENT_MODES)[number];

/** Interest, fines or IOF charged on the bill. */
export const CreditCardBillFinanceCharge = z.object({
  id: z.string(),
  /** Values of CREDIT_CARD_BILL_FINANCE_CHARGE_TYPES. */
  type: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  additionalInfo: z.optional(z.nullable(z.string())),
});
export type CreditCardBillFinanceCharge = z.infer<typeof CreditCardBillFinanceCharge>;

export const CreditCardBillPayment = z.object({
  id: z.string(),
  /** Values of CREDIT_CARD_BILL_PAYMENT_VALUE_TYPES: paid in full, in installments, or some other amount. */
  valueType: z.string(),
  paymentDate: z.string(),
  /** Values of CREDIT_CARD_BILL_PAYMENT_MODES. */
  paymentMode: z.optional(z.nullable(z.string())),
  amount: z.number(),
  currencyCode: z.string(),
});
export type CreditCardBillPayment = z.infer<typeof CreditCardBillPayment>;

export const CreditCardBill = z.object({
  id: z.string(),
  dueDate: z.string(),
  billClosingDate: z.optional(z.nullable(z.string())),
  totalAmount: z.number(),
  totalAmountCurrencyCode: z.string(),
  minimumPaymentAmount: z.optional(z.nullable(z.number())),
  allowsInstallments: z.optional(z.nullable(z.boolean())),
  financeCharges: z.array(CreditCardBillFinanceCharge),
  payments: z.array(CreditCardBillPayment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreditCardBill = z.infer<typeof CreditCardBill>;
