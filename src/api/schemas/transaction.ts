// Account transaction. The interface does not show its fields; the names are those of its public client.
import { z } from '../z.js';

/** DEBIT: money leaving the account; CREDIT: money entering it. */
export const TRANSACTION_TYPES = ['DEBIT', 'CREDIT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Absent status means POSTED. */
export const TRANSACTION_STATUSES = ['PENDING', 'POSTED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// Nested details are all optional: a missing detail must not cost the whole transaction.

export const TransactionParticipantDocument = z.object({
  value: z.optional(z.string()),
  /** CPF or CNPJ. */
  type: z.optional(z.string()),
});

export const TransactionParticipant = z.object({
  documentNumber: z.optional(TransactionParticipantDocument),
  name: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
  branchNumber: z.optional(z.string()),
  /** COMPE code of the bank. */
  routingNumber: z.optional(z.string()),
  routingNumberISPB: z.optional(z.string()),
});
export type TransactionParticipant = z.infer<typeof TransactionParticipant>;

export const TransactionBoletoMetadata = z.object({
  digitableLine: z.optional(z.nullable(z.string())),
  barcode: z.optional(z.nullable(z.string())),
  baseAmount: z.optional(z.nullable(z.number())),
  penaltyAmount: z.optional(z.nullable(z.number())),
  interestAmount: z.optional(z.nullable(z.number())),
  discountAmount: z.optional(z.nullable(z.number())),
});

export const TransactionPaymentData = z.object({
  payer: z.optional(TransactionParticipant),
  receiver: z.optional(TransactionParticipant),
  receiverReferenceId: z.optional(z.string()),
  paymentMethod: z.optional(z.string()),
  referenceNumber: z.optional(z.string()),
  reason: z.optional(z.string()),
  boletoMetadata: z.optional(z.nullable(TransactionBoletoMetadata)),
});
export type TransactionPaymentData = z.infer<typeof TransactionPaymentData>;

export const CreditCardMetadata = z.object({
  installmentNumber: z.optional(z.number()),
  totalInstallments: z.optional(z.number()),
  totalAmount: z.optional(z.number()),
  payeeMCC: z.optional(z.number()),
  purchaseDate: z.optional(z.string()),
  billId: z.optional(z.string()),
  cardNumber: z.optional(z.string()),
  feeType: z.optional(z.string()),
  feeTypeAdditionalInfo: z.optional(z.string()),
  otherCreditsType: z.optional(z.string()),
  otherCreditsAdditionalInfo: z.optional(z.string()),
  /** YYYY-MM of the bill the transaction is expected on. */
  billForecastDate: z.optional(z.string()),
});
export type CreditCardMetadata = z.infer<typeof CreditCardMetadata>;

export const TransactionMerchant = z.object({
  name: z.optional(z.string()),
  businessName: z.optional(z.string()),
  cnpj: z.optional(z.string()),
  cnae: z.optional(z.string()),
  category: z.optional(z.string()),
});

/** Top-level fields the public client always expects are required (possibly null). */
export const Transaction = z.object({
  id: z.string(),
  accountId: z.string(),
  date: z.string(),
  description: z.string(),
  descriptionRaw: z.nullable(z.string()),
  currencyCode: z.string(),
  amount: z.number(),
  amountInAccountCurrency: z.nullable(z.number()),
  balance: z.number(),
  category: z.nullable(z.string()),
  categoryId: z.nullable(z.string()),
  providerCode: z.optional(z.string()),
  providerId: z.nullable(z.string()),
  status: z.optional(z.string()),
  type: z.string(),
  operationType: z.optional(z.nullable(z.string())),
  operationTypeAdditionalInfo: z.optional(z.nullable(z.string())),
  paymentData: z.optional(TransactionPaymentData),
  creditCardMetadata: z.nullable(CreditCardMetadata),
  merchant: z.optional(TransactionMerchant),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;
