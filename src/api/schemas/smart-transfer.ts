// Smart transfers: a payer's preauthorization with limits, and the payments executed under it.
import { z } from '../z.js';
import { Connector } from './connector.js';
import { CallbackUrls } from './payment-request.js';
import { PaymentRecipient } from './payment-recipient.js';

export const SMART_TRANSFER_PREAUTHORIZATION_STATUSES = ['CREATED', 'COMPLETED', 'REJECTED', 'REVOKED', 'ERROR'] as const;
export type SmartTransferPreauthorizationStatus = (typeof SMART_TRANSFER_PREAUTHORIZATION_STATUSES)[number];

export const SMART_TRANSFER_PAYMENT_STATUSES = [
  'CONSENT_AUTHORIZED',
  'CONSENT_REJECTED',
  'PAYMENT_PENDING',
  'PAYMENT_PARTIALLY_ACCEPTED',
  'PAYMENT_SETTLEMENT_PROCESSING',
  'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
  'PAYMENT_COMPLETED',
  'PAYMENT_REJECTED',
  'ERROR',
  'CANCELED',
] as const;
export type SmartTransferPaymentStatus = (typeof SMART_TRANSFER_PAYMENT_STATUSES)[number];

export const SMART_TRANSFER_PAYMENT_ERROR_CODES = [
  'INFRASTRUCTURE_FAILURE',
  'PAYMENT_DIFFERENT_FROM_CONSENT',
  'UNKNOWN_ERROR',
  'INVALID_PAYMENT_DETAIL',
  'PAYMENT_REJECTED_BY_HOLDER',
  'PAYMENT_REJECTED_BY_SPI',
] as const;
export type SmartTransferPaymentErrorCode = (typeof SMART_TRANSFER_PAYMENT_ERROR_CODES)[number];

export const SmartTransferErrorDetail = z.object({
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  detail: z.optional(z.string()),
});
export type SmartTransferErrorDetail = z.infer<typeof SmartTransferErrorDetail>;

/** The shape of one period's limits is not published, so it is kept as it comes. */
export const SmartTransferPeriodicLimits = z.record(z.string(), z.unknown());

export const SmartTransferConfiguration = z.object({
  /** Ceiling of the sum of every payment under the consent. */
  totalAllowedAmount: z.optional(z.number()),
  /** Ceiling of one payment. */
  transactionLimit: z.optional(z.number()),
  /** Set by the payer; may be null. */
  periodicLimits: z.optional(z.nullable(SmartTransferPeriodicLimits)),
});
export type SmartTransferConfiguration = z.infer<typeof SmartTransferConfiguration>;

export const SmartTransferPreauthorization = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  /** Where the payer gives consent at the institution (the public client's name). */
  consentUrl: z.optional(z.nullable(z.string())),
  clientPreauthorizationId: z.optional(z.nullable(z.string())),
  callbackUrls: z.optional(z.nullable(CallbackUrls)),
  recipients: z.optional(z.array(PaymentRecipient)),
  connector: z.optional(Connector),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  configuration: z.optional(SmartTransferConfiguration),
  errorDetail: z.optional(SmartTransferErrorDetail),
});
export type SmartTransferPreauthorization = z.infer<typeof SmartTransferPreauthorization>;

export const SmartTransferPayment = z.object({
  id: z.string(),
  preauthorizationId: z.string(),
  status: z.string(),
  amount: z.number(),
  description: z.optional(z.nullable(z.string())),
  /** Null until a recipient is associated. */
  recipient: z.optional(z.nullable(PaymentRecipient)),
  clientPaymentId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
  errorDetail: z.optional(SmartTransferErrorDetail),
});
export type SmartTransferPayment = z.infer<typeof SmartTransferPayment>;
