// Loan: a credit contract collected by an item (LOANS), with its rates, fees, amortization schedule and payments.
//
// The interface does not show this resource: its fields and values are those of the public client.
import { z } from '../z.js';

/** Credit-operation family of a contract. */
export const LOAN_KINDS = ['LOAN', 'FINANCING', 'INVOICE_FINANCING', 'UNARRANGED_ACCOUNT_OVERDRAFT'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export const LOAN_INSTALLMENT_PERIODICITIES = [
  'WITHOUT_REGULAR_PERIODICITY',
  'WEEKLY',
  'FORTNIGHTLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMESTERLY',
  'YEARLY',
  'OTHERS',
] as const;
export type LoanInstallmentPeriodicity = (typeof LOAN_INSTALLMENT_PERIODICITIES)[number];

/** SAC: equal principal parts; PRICE: equal installments. */
export const LOAN_AMORTIZATION_SYSTEMS = ['SAC', 'PRICE', 'SAM', 'WITHOUT_AMORTIZATION_SYSTEM', 'OTHERS'] as const;
export type LoanAmortizationScheduled = (typeof LOAN_AMORTIZATION_SYSTEMS)[number];

export const LOAN_TAX_TYPES = ['NOMINAL', 'EFFECTIVE'] as const;
export const LOAN_INTEREST_RATE_TYPES = ['SIMPLE', 'COMPOUND'] as const;
export const LOAN_TAX_PERIODICITIES = ['MONTHLY', 'YEARLY'] as const;
export const LOAN_FEE_CHARGE_TYPES = ['UNIQUE', 'BY_INSTALLMENT'] as const;
export const LOAN_FEE_CHARGES = ['MINIMUM', 'MAXIMUM', 'FIXED', 'PERCENTAGE'] as const;
export const LOAN_NUMBER_OF_INSTALLMENTS_TYPES = ['DAY', 'WEEK', 'MONTH', 'YEAR', 'WITHOUT_TOTAL_PERIOD'] as const;
export const LOAN_CONTRACT_REMAINING_TYPES = [...LOAN_NUMBER_OF_INSTALLMENTS_TYPES, 'WITHOUT REMAINING PERIOD'] as const;

const text = z.optional(z.nullable(z.string()));
const amount = z.optional(z.nullable(z.number()));

/** One rate of the contract; rates are fractions (1 = 100%). */
export const LoanInterestRate = z.object({
  taxType: text,
  interestRateType: text,
  taxPeriodicity: text,
  /** Day-count basis, such as 21/252 or 30/360. */
  calculation: text,
  referentialRateIndexerType: text,
  referentialRateIndexerSubType: text,
  referentialRateIndexerAdditionalInfo: text,
  preFixedRate: amount,
  postFixedRate: amount,
  additionalInfo: text,
});
export type LoanInterestRate = z.infer<typeof LoanInterestRate>;

/** A tariff agreed in the contract: charged once or with each installment. */
export const LoanContractedFee = z.object({
  name: text,
  code: text,
  chargeType: text,
  charge: text,
  amount,
  rate: amount,
});
export type LoanContractedFee = z.infer<typeof LoanContractedFee>;

/** A charge agreed for late payment or for the contract itself (fine, late interest, IOF). */
export const LoanContractedFinanceCharge = z.object({
  type: text,
  additionalInfo: text,
  rate: amount,
});
export type LoanContractedFinanceCharge = z.infer<typeof LoanContractedFinanceCharge>;

export const LoanWarranty = z.object({
  currencyCode: text,
  type: text,
  subtype: text,
  /** The warranty's original value. */
  amount,
});
export type LoanWarranty = z.infer<typeof LoanWarranty>;

/** A non-regular installment of the schedule. */
export const LoanBalloonPayment = z.object({
  dueDate: text,
  amount: z.optional(z.nullable(z.object({ value: amount, currencyCode: text }))),
});

/** The amortization schedule: the term, and how many installments are paid, due and past due. */
export const LoanInstallments = z.object({
  typeNumberOfInstallments: text,
  totalNumberOfInstallments: amount,
  typeContractRemaining: text,
  contractRemainingNumber: amount,
  paidInstallments: amount,
  dueInstallments: amount,
  pastDueInstallments: amount,
  balloonPayments: z.optional(z.nullable(z.array(LoanBalloonPayment))),
});
export type LoanInstallments = z.infer<typeof LoanInstallments>;

/** Fees and charges paid outside an installment, such as a late payment's fine and interest. */
export const LoanPaymentReleaseOverParcel = z.object({
  fees: z.optional(z.nullable(z.array(z.object({ name: text, code: text, amount })))),
  charges: z.optional(z.nullable(z.array(z.object({ type: text, additionalInfo: text, amount })))),
});

/** One payment made on the contract. */
export const LoanPaymentRelease = z.object({
  /** False for an agreed installment, true for a one-off payment. */
  isOverParcelPayment: z.optional(z.nullable(z.boolean())),
  installmentId: text,
  paidDate: text,
  currencyCode: text,
  paidAmount: amount,
  overParcel: z.optional(z.nullable(LoanPaymentReleaseOverParcel)),
});
export type LoanPaymentRelease = z.infer<typeof LoanPaymentRelease>;

export const LoanPayments = z.object({
  /** What the customer would pay to settle the debt now. */
  contractOutstandingBalance: amount,
  releases: z.optional(z.nullable(z.array(LoanPaymentRelease))),
});
export type LoanPayments = z.infer<typeof LoanPayments>;

export const Loan = z.object({
  id: z.string(),
  itemId: z.string(),
  contractNumber: text,
  /** Standard contract number (IPOC). */
  ipocCode: text,
  productName: z.string(),
  /** Open-finance product subtype. */
  type: text,
  /** Values of LOAN_KINDS. */
  kind: z.string(),
  /** When the data was collected. */
  date: text,
  contractDate: text,
  disbursementDates: z.optional(z.nullable(z.array(z.string()))),
  settlementDate: text,
  contractAmount: amount,
  currencyCode: z.string(),
  dueDate: text,
  installmentPeriodicity: text,
  installmentPeriodicityAdditionalInfo: text,
  firstInstallmentDueDate: text,
  /** Total effective cost, a yearly rate with every charge of the contract. */
  CET: amount,
  /** Values of LOAN_AMORTIZATION_SYSTEMS. */
  amortizationScheduled: text,
  amortizationScheduledAdditionalInfo: text,
  /** Payroll-deducted contracts: the paying entity's CNPJ. */
  cnpjConsignee: text,
  interestRates: z.optional(z.nullable(z.array(LoanInterestRate))),
  contractedFees: z.optional(z.nullable(z.array(LoanContractedFee))),
  contractedFinanceCharges: z.optional(z.nullable(z.array(LoanContractedFinanceCharge))),
  warranties: z.optional(z.nullable(z.array(LoanWarranty))),
  installments: z.optional(z.nullable(LoanInstallments)),
  payments: z.optional(z.nullable(LoanPayments)),
});
export type Loan = z.infer<typeof Loan>;
