// Investment: a holding collected by an item, with its fixed-income metadata and movements.
import { z } from '../z.js';

export const INVESTMENT_TYPES = ['COE', 'EQUITY', 'ETF', 'FIXED_INCOME', 'MUTUAL_FUND', 'SECURITY', 'OTHER'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];

export const INVESTMENT_SUBTYPES = [
  'STRUCTURED_NOTE',
  'STOCK',
  'ETF',
  'REAL_ESTATE_FUND',
  'BDR',
  'DERIVATIVES',
  'OPTION',
  'TREASURY',
  'LCI',
  'LCA',
  'LF',
  'CDB',
  'CRI',
  'CRA',
  'CORPORATE_DEBT',
  'LC',
  'DEBENTURES',
  'INVESTMENT_FUND',
  'MULTIMARKET_FUND',
  'FIXED_INCOME_FUND',
  'STOCK_FUND',
  'ETF_FUND',
  'OFFSHORE_FUND',
  'FIP_FUND',
  'EXCHANGE_FUND',
  'FI_INFRA',
  'FI_AGRO',
  'RETIREMENT',
  'OTHER',
] as const;
export type InvestmentSubtype = (typeof INVESTMENT_SUBTYPES)[number];

/**
 * Which subtypes each type takes. REAL_ESTATE_FUND ends in _FUND but the interface names it
 * under EQUITY, so MUTUAL_FUND does not take it.
 */
export const INVESTMENT_SUBTYPES_BY_TYPE = {
  EQUITY: ['STOCK', 'BDR', 'REAL_ESTATE_FUND', 'DERIVATIVES', 'OPTION'],
  ETF: ['ETF'],
  FIXED_INCOME: ['TREASURY', 'CDB', 'LCI', 'LCA', 'LC', 'LF', 'CRI', 'CRA', 'DEBENTURES', 'CORPORATE_DEBT'],
  MUTUAL_FUND: [
    'INVESTMENT_FUND',
    'MULTIMARKET_FUND',
    'FIXED_INCOME_FUND',
    'STOCK_FUND',
    'ETF_FUND',
    'OFFSHORE_FUND',
    'FIP_FUND',
    'EXCHANGE_FUND',
    'FI_INFRA',
    'FI_AGRO',
  ],
  COE: ['STRUCTURED_NOTE'],
  SECURITY: ['RETIREMENT'],
  OTHER: ['OTHER'],
} as const satisfies Record<InvestmentType, readonly InvestmentSubtype[]>;

/** ACTIVE: held; PENDING: requested, not settled; TOTAL_WITHDRAWAL: fully redeemed. */
export const INVESTMENT_STATUSES = ['ACTIVE', 'PENDING', 'TOTAL_WITHDRAWAL'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

export const INVESTMENT_RATE_PERIODICITIES = ['DAILY', 'MONTHLY', 'SEMESTERLY', 'YEARLY'] as const;

/** IRREGULAR comes with couponPayment.additionalInfo. */
export const COUPON_PERIODICITIES = ['MONTHLY', 'QUARTERLY', 'SEMESTERLY', 'YEARLY', 'IRREGULAR'] as const;

export const CouponPayment = z.object({
  hasCoupon: z.optional(z.boolean()),
  periodicity: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
});

export const InvestmentMetadata = z.object({
  dueDate: z.optional(z.nullable(z.string())),
  issueDate: z.optional(z.nullable(z.string())),
  purchaseDate: z.optional(z.nullable(z.string())),
  /** Fixed income only. */
  gracePeriodDate: z.optional(z.nullable(z.string())),
  issuer: z.optional(z.nullable(z.string())),
  issuerCNPJ: z.optional(z.nullable(z.string())),
  rate: z.optional(z.nullable(z.number())),
  fixedAnnualRate: z.optional(z.nullable(z.number())),
  /** B3 lot or price conversion factor. */
  priceFactor: z.optional(z.nullable(z.number())),
  rateType: z.optional(z.nullable(z.string())),
  taxExempt: z.optional(z.nullable(z.boolean())),
  ratePeriodicity: z.optional(z.nullable(z.string())),
  indexerAdditionalInfo: z.optional(z.nullable(z.string())),
  /** For CRI and CRA. */
  debtor: z.optional(z.nullable(z.object({ name: z.optional(z.string()) }))),
  couponPayment: z.optional(z.nullable(CouponPayment)),
});
export type InvestmentMetadata = z.infer<typeof InvestmentMetadata>;

/** Values seen: BUY is the interface's example; the rest come from its public client. */
export const INVESTMENT_TRANSACTION_TYPES = ['BUY', 'SELL', 'TAX', 'TRANSFER'] as const;

export const InvestmentTransaction = z.object({
  tradeDate: z.optional(z.nullable(z.string())),
  date: z.optional(z.string()),
  description: z.optional(z.nullable(z.string())),
  quantity: z.optional(z.nullable(z.number())),
  value: z.optional(z.nullable(z.number())),
  amount: z.optional(z.nullable(z.number())),
  type: z.optional(z.nullable(z.string())),
  movementType: z.optional(z.string()),
});
export type InvestmentTransaction = z.infer<typeof InvestmentTransaction>;

export const Investment = z.object({
  id: z.string(),
  itemId: z.string(),
  type: z.string(),
  subtype: z.optional(z.nullable(z.string())),
  number: z.optional(z.nullable(z.string())),
  balance: z.number(),
  name: z.string(),
  lastMonthRate: z.optional(z.nullable(z.number())),
  lastTwelveMonthsRate: z.optional(z.nullable(z.number())),
  annualRate: z.optional(z.nullable(z.number())),
  currencyCode: z.string(),
  /** For a mutual fund, its CNPJ. */
  code: z.optional(z.nullable(z.string())),
  isin: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(z.number())),
  quantity: z.optional(z.nullable(z.number())),
  amount: z.optional(z.nullable(z.number())),
  /** Income taxes. */
  taxes: z.optional(z.nullable(z.number())),
  /** Financial taxes. */
  taxes2: z.optional(z.nullable(z.number())),
  date: z.string(),
  owner: z.optional(z.nullable(z.string())),
  amountProfit: z.optional(z.nullable(z.number())),
  amountWithdrawal: z.optional(z.nullable(z.number())),
  amountOriginal: z.optional(z.nullable(z.number())),
  status: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.nullable(InvestmentMetadata)),
  transactions: z.optional(z.nullable(z.array(InvestmentTransaction))),
});
export type Investment = z.infer<typeof Investment>;
