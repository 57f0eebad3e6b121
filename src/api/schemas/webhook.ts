// Webhook: a URL the service notifies of one event (or of every event, with 'all').
import { z } from '../z.js';

export const WEBHOOK_EVENTS = [
  'item/created',
  'item/updated',
  'item/error',
  'item/deleted',
  'item/waiting_user_input',
  'item/waiting_user_action',
  'item/login_succeeded',
  'connector/status_updated',
  'transactions/created',
  'transactions/updated',
  'transactions/deleted',
  'payment_intent/created',
  'payment_intent/completed',
  'payment_intent/waiting_payer_authorization',
  'payment_intent/error',
  'payment_request/updated',
  'scheduled_payment/created',
  'scheduled_payment/completed',
  'scheduled_payment/error',
  'scheduled_payment/canceled',
  'scheduled_payment/all_created',
  'scheduled_payment/all_completed',
  'boleto/updated',
  'automatic_pix_payment/created',
  'automatic_pix_payment/completed',
  'automatic_pix_payment/error',
  'automatic_pix_payment/canceled',
  'smart_transfer_preauthorization/completed',
  'smart_transfer_preauthorization/error',
  'smart_transfer_payment/completed',
  'smart_transfer_payment/error',
  'all',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent with every notification of the webhook. */
export const WebhookHeaders = z.record(z.string(), z.string());

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  event: z.string(),
  /** Set while the webhook is disabled; PATCH with enabled true clears it. */
  disabledAt: z.optional(z.nullable(z.string())),
  /** Null once a PATCH has cleared them. */
  headers: z.optional(z.nullable(WebhookHeaders)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type Webhook = z.infer<typeof Webhook>;
