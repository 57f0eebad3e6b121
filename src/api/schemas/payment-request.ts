// Payment request: an amount to collect from a payer (PIX, PIX QR, boleto, scheduled or automatic PIX).
import { z } from '../z.js';
import { Connector } from './connector.js';
import { EmbeddedPaymentRecipient } from './payment-recipient.js';

export const PAYMENT_REQUEST_STATUSES = [
  'CREATED',
  'IN_PROGRESS',
  'WAITING_PAYER_AUTHORIZATION',
  'AUTHORIZED',
  'SCHEDULED',
  'COMPLETED',
  'ERROR',
  'REFUND_IN_PROGRESS',
  'REFUNDED',
  'REFUND_ERROR',
  'EXPIRED',
  'CANCELED',
] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** success and error are the keys the interface shows; pending is the public client's name for the third outcome. */
export const CallbackUrls = z.object({
  success: z.optional(z.string()),
  pending: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type CallbackUrls = z.infer<typeof CallbackUrls>;

export const PAYMENT_CUSTOMER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;

/** Field names are not in the interface; they are the public client's. */
export const PaymentCustomer = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  cpf: z.optional(z.string()),
  cnpj: z.optional(z.string()),
  type: z.optional(z.string()),
  connector: z.optional(z.nullable(Connector)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type PaymentCustomer = z.infer<typeof PaymentCustomer>;

/** Escrow account that receives the funds, for splits and withdrawals. Names are the public client's. */
export const SmartAccount = z.object({
  id: z.optional(z.string()),
  agency: z.optional(z.string()),
  number: z.optional(z.string()),
  verifyingDigit: z.optional(z.string()),
  type: z.optional(z.string()),
  isSandbox: z.optional(z.boolean()),
});
export type SmartAccount = z.infer<typeof SmartAccount>;

export const PAYMENT_SCHEDULE_TYPES = ['SINGLE', 'DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] as const;
export type PaymentScheduleType = (typeof PAYMENT_SCHEDULE_TYPES)[number];

export const DAYS_OF_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * A schedule as the service returns it: one object whose fields depend on `type`, read
 * loosely so that a new kind of schedule is kept rather than rejected. Requests use the
 * stricter PaymentScheduleInput.
 */
export const PaymentRequestSchedule = z.object({
  type: z.string(),
  /** SINGLE. */
  date: z.optional(z.string()),
  /** DAILY, WEEKLY, MONTHLY. */
  startDate: z.optional(z.string()),
  occurrences: z.optional(z.number()),
  dayOfWeek: z.optional(z.string()),
  dayOfMonth: z.optional(z.number()),
  /** CUSTOM. */
  dates: z.optional(z.array(z.string())),
  additionalInformation: z.optional(z.string()),
});
export type PaymentRequestSchedule = z.infer<typeof PaymentRequestSchedule>;

export const AUTOMATIC_PIX_INTERVALS = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'SEMESTER', 'YEARLY'] as const;

export const AutomaticPixFirstPayment = z.object({
  date: z.optional(z.string()),
  amount: z.optional(z.number()),
  description: z.optional(z.string()),
});

export const AutomaticPixSchedulerConfiguration = z.object({
  enabled: z.optional(z.boolean()),
  description: z.optional(z.string()),
  valueForVariableAmount: z.optional(z.number()),
});

/**
 * Recurring consent of an automatic PIX request. fixedAmount excludes the two variable
 * amounts. Names beyond the three amounts are the public client's.
 */
export const PaymentRequestAutomaticPix = z.object({
  fixedAmount: z.optional(z.number()),
  minimumVariableAmount: z.optional(z.number()),
  maximumVariableAmount: z.optional(z.number()),
  interval: z.optional(z.string()),
  startDate: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  isRetryAccepted: z.optional(z.boolean()),
  firstPayment: z.optional(AutomaticPixFirstPayment),
  schedulerConfiguration: z.optional(AutomaticPixSchedulerConfiguration),
});
export type PaymentRequestAutomaticPix = z.infer<typeof PaymentRequestAutomaticPix>;

// Neither the interface nor the public client names the fields of these two, so they are kept as they come.
export const PaymentRequestBoleto = z.record(z.string(), z.unknown());
export const PaymentRequestErrorDetail = z.record(z.string(), z.unknown());

export const PaymentRequest = z.object({
  id: z.optional(z.string()),
  /** Not returned for automatic PIX. */
  amount: z.optional(z.number()),
  /** 0 for sandbox accounts. */
  fees: z.optional(z.nullable(z.number())),
  description: z.optional(z.nullable(z.string())),
  status: z.optional(z.string()),
  clientPaymentId: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  callbackUrls: z.optional(z.nullable(CallbackUrls)),
  paymentUrl: z.optional(z.string()),
  recipient: z.optional(z.nullable(EmbeddedPaymentRecipient)),
  customer: z.optional(z.nullable(PaymentCustomer)),
  smartAccount: z.optional(z.nullable(SmartAccount)),
  pixQrCode: z.optional(z.nullable(z.string())),
  boleto: z.optional(z.nullable(PaymentRequestBoleto)),
  automaticPix: z.optional(z.nullable(PaymentRequestAutomaticPix)),
  schedule: z.optional(z.nullable(PaymentRequestSchedule)),
  errorDetail: z.optional(z.nullable(PaymentRequestErrorDetail)),
  isSandbox: z.optional(z.boolean()),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;
