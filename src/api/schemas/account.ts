// Account: a bank or credit-card account collected by an item, with its bank or credit details.
import { z } from '../z.js';

/** BANK accounts carry bankData, CREDIT accounts carry creditData. */
export const ACCOUNT_TYPES = ['BANK', 'CREDIT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_SUBTYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'CREDIT_CARD'] as const;
export type AccountSubtype = (typeof ACCOUNT_SUBTYPES)[number];

/** Values seen (the interface gives ACTIVE and MAIN as examples; the rest come from its public client). */
export const CREDIT_CARD_STATUSES = ['ACTIVE', 'BLOCKED', 'CANCELLED'] as const;
export const CREDIT_CARD_HOLDER_TYPES = ['MAIN', 'ADDITIONAL'] as const;

export const ReservedBalanceRemuneration = z.object({
  preFixedRate: z.optional(z.nullable(z.number())),
  postFixedIndexerPercentage: z.optional(z.nullable(z.number())),
  rateType: z.optional(z.nullable(z.string())),
  indexer: z.optional(z.nullable(z.string())),
  calculation: z.optional(z.nullable(z.string())),
  ratePeriodicity: z.optional(z.nullable(z.string())),
  indexerAdditionalInfo: z.optional(z.nullable(z.string())),
});

export const ReservedBalanceAmount = z.object({
  amount: z.optional(z.number()),
  currencyCode: z.optional(z.string()),
  remuneration: z.optional(z.nullable(ReservedBalanceRemuneration)),
});

/** Money earmarked on the account, such as a savings goal or a judicial hold. */
export const ReservedBalance = z.object({
  name: z.optional(z.nullable(z.string())),
  identification: z.optional(z.string()),
  availableAmounts: z.optional(z.array(ReservedBalanceAmount)),
});
export type ReservedBalance = z.infer<typeof ReservedBalance>;

export const BankData = z.object({
  transferNumber: z.optional(z.nullable(z.string())),
  /** Balance including transactions not yet posted. */
  closingBalance: z.optional(z.nullable(z.number())),
  automaticallyInvestedBalance: z.optional(z.nullable(z.number())),
  overdraftContractedLimit: z.optional(z.nullable(z.number())),
  overdraftUsedLimit: z.optional(z.nullable(z.number())),
  unarrangedOverdraftAmount: z.optional(z.nullable(z.number())),
  hasReservedBalance: z.optional(z.nullable(z.boolean())),
  /** Present only when hasReservedBalance is true and the institution exposes it. */
  reservedBalances: z.optional(z.nullable(z.array(ReservedBalance))),
});
export type BankData = z.infer<typeof BankData>;

export const DisaggregatedCreditLimit = z.object({
  creditLineLimitType: z.optional(z.string()),
  consolidationType: z.optional(z.string()),
  identificationNumber: z.optional(z.string()),
  isLimitFlexible: z.optional(z.boolean()),
  usedAmount: z.optional(z.number()),
  usedAmountCurrencyCode: z.optional(z.string()),
  lineName: z.optional(z.string()),
  lineNameAdditionalInfo: z.optional(z.string()),
  limitAmount: z.optional(z.number()),
  limitAmountCurrencyCode: z.optional(z.string()),
  limitAmountReason: z.optional(z.string()),
  customizedLimitAmount: z.optional(z.number()),
  customizedLimitAmountCurrencyCode: z.optional(z.string()),
  availableAmount: z.optional(z.number()),
  availableAmountCurrencyCode: z.optional(z.string()),
});
export type DisaggregatedCreditLimit = z.infer<typeof DisaggregatedCreditLimit>;

export const AdditionalCard = z.object({
  number: z.optional(z.string()),
});

export const CreditData = z.object({
  level: z.optional(z.nullable(z.string())),
  brand: z.optional(z.nullable(z.string())),
  /** Set when brand is OTHER. */
  brandAdditionalInfo: z.optional(z.string()),
  balanceCloseDate: z.optional(z.nullable(z.string())),
  balanceDueDate: z.optional(z.nullable(z.string())),
  availableCreditLimit: z.optional(z.nullable(z.number())),
  /** In USD. */
  balanceForeignCurrency: z.optional(z.nullable(z.number())),
  minimumPayment: z.optional(z.nullable(z.number())),
  creditLimit: z.optional(z.nullable(z.number())),
  /** Only when the institution reports it. */
  isLimitFlexible: z.optional(z.nullable(z.boolean())),
  status: z.optional(z.nullable(z.string())),
  holderType: z.optional(z.nullable(z.string())),
  disaggregatedCreditLimits: z.optional(z.array(DisaggregatedCreditLimit)),
  additionalCards: z.optional(z.array(AdditionalCard)),
});
export type CreditData = z.infer<typeof CreditData>;

/** The interface marks no Account field as always present, so none is required here. */
export const Account = z.object({
  id: z.optional(z.string()),
  type: z.optional(z.string()),
  subtype: z.optional(z.string()),
  /** BANK: agency and account number; CREDIT_CARD: masked to the last 4 digits. */
  number: z.optional(z.string()),
  name: z.optional(z.string()),
  marketingName: z.optional(z.nullable(z.string())),
  balance: z.optional(z.number()),
  itemId: z.optional(z.string()),
  taxNumber: z.optional(z.nullable(z.string())),
  owner: z.optional(z.nullable(z.string())),
  currencyCode: z.optional(z.string()),
  bankData: z.optional(z.nullable(BankData)),
  creditData: z.optional(z.nullable(CreditData)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type Account = z.infer<typeof Account>;

/**
 * What the widget reads of an account: the success screen lists each one by name and number. The
 * rest is left out unchecked (a Connect Token is not shown it anyway); what is kept is an Account.
 */
export const ListedAccount = z.object({
  id: z.optional(z.string()),
  type: z.optional(z.string()),
  subtype: z.optional(z.string()),
  number: z.optional(z.string()),
  name: z.optional(z.string()),
  marketingName: z.optional(z.nullable(z.string())),
});
