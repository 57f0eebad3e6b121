// Payment intent: one attempt by a payer to pay a payment request, from consent to settlement.
import { z } from '../z.js';
import { Connector } from './connector.js';
import { PaymentRequest } from './payment-request.js';

/** Consent phase, then payment phase, then the outcomes outside that flow. */
export const PAYMENT_INTENT_STATUSES = [
  'STARTED',
  'ENQUEUED',
  'CONSENT_AWAITING_AUTHORIZATION',
  'CONSENT_AUTHORIZED',
  'CONSENT_REJECTED',
  'PAYMENT_PENDING',
  'PAYMENT_PARTIALLY_ACCEPTED',
  'PAYMENT_SETTLEMENT_PROCESSING',
  'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
  'PAYMENT_COMPLETED',
  'PAYMENT_REJECTED',
  'REJECTED',
  'ERROR',
  'CANCELED',
  'REVOKED',
  'CONSUMED',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** PIS (payment initiation, the default) or PIX. */
export const PAYMENT_METHODS = ['PIS', 'PIX'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Only for PIX intents. Names are the public client's. */
export const PaymentIntentPixData = z.object({
  qr: z.optional(z.string()),
  value: z.optional(z.string()),
});

/**
 * The interface also mentions a PIX identifier, the payer's account and error details without
 * naming them, and the public client does not carry them either, so they are left out.
 */
export const PaymentIntent = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  paymentRequest: z.optional(z.nullable(PaymentRequest)),
  connector: z.optional(z.nullable(Connector)),
  /** Where the payer authorizes the payment at the institution. */
  consentUrl: z.optional(z.nullable(z.string())),
  paymentMethod: z.optional(z.string()),
  pixData: z.optional(z.nullable(PaymentIntentPixData)),
});
export type PaymentIntent = z.infer<typeof PaymentIntent>;
