// Request bodies of the webhook, payment, smart-transfer and boleto endpoints (unnamed fields take the public client's names).
import { z } from '../z.js';
import { WebhookHeaders } from './webhook.js';
import { CallbackUrls } from './payment-request.js';
import { PaymentRecipientAccount } from './payment-recipient.js';
import { SmartTransferConfiguration } from './smart-transfer.js';

/** url must be https on a publicly resolvable host; the sandbox checks that, not this shape. */
export const CreateWebhookRequest = z.object({
  url: z.string(),
  /** One of WEBHOOK_EVENTS. */
  event: z.string(),
  headers: z.optional(WebhookHeaders),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z.object({
  url: z.optional(z.string()),
  event: z.optional(z.string()),
  /** null clears the headers. */
  headers: z.optional(z.nullable(WebhookHeaders)),
  /** true re-enables a disabled webhook and clears disabledAt. */
  enabled: z.optional(z.boolean()),
});
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

// A schedule sent by the client must be one of the kinds the service knows, so unlike the
// schedule read back (PaymentRequestSchedule) each kind is checked with its own fields.
export const SingleScheduleInput = z.object({ type: z.literal('SINGLE'), date: z.string() });
export const DailyScheduleInput = z.object({
  type: z.literal('DAILY'),
  startDate: z.string(),
  occurrences: z.number(),
});
export const WeeklyScheduleInput = z.object({
  type: z.literal('WEEKLY'),
  startDate: z.string(),
  occurrences: z.number(),
  dayOfWeek: z.string(),
});
export const MonthlyScheduleInput = z.object({
  type: z.literal('MONTHLY'),
  startDate: z.string(),
  occurrences: z.number(),
  dayOfMonth: z.number(),
});
export const CustomScheduleInput = z.object({
  type: z.literal('CUSTOM'),
  dates: z.array(z.string()),
  additionalInformation: z.optional(z.string()),
});
export const PaymentScheduleInput = z.discriminatedUnion('type', [
  SingleScheduleInput,
  DailyScheduleInput,
  WeeklyScheduleInput,
  MonthlyScheduleInput,
  CustomScheduleInput,
]);
export type PaymentScheduleInput = z.infer<typeof PaymentScheduleInput>;

export const CreatePaymentRequest = z.object({
  amount: z.number(),
  callbackUrls: z.optional(CallbackUrls),
  description: z.optional(z.string()),
  recipientId: z.optional(z.string()),
  customerId: z.optional(z.string()),
  schedule: z.optional(PaymentScheduleInput),
  smartAccountId: z.optional(z.string()),
  clientPaymentId: z.optional(z.string()),
  /** Defaults to false. */
  isSandbox: z.optional(z.boolean()),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

export const CreatePixQrPaymentRequest = z.object({
  /** The text encoded in the PIX QR image. */
  pixQrCode: z.string(),
  callbackUrls: z.optional(z.nullable(CallbackUrls)),
  customerId: z.optional(z.string()),
  /** Defaults to false. */
  isSandbox: z.optional(z.boolean()),
});
export type CreatePixQrPaymentRequest = z.infer<typeof CreatePixQrPaymentRequest>;

export const ScheduleAutomaticPixPaymentRequest = z.object({
  amount: z.number(),
  description: z.optional(z.string()),
  /** YYYY-MM-DD, between D+2 and D+10; the sandbox enforces the window. */
  date: z.string(),
  clientPaymentId: z.optional(z.string()),
  /** Another recipient than the consented one; it must have the same tax number. */
  recipientId: z.optional(z.string()),
});
export type ScheduleAutomaticPixPaymentRequest = z.infer<typeof ScheduleAutomaticPixPaymentRequest>;

export const PaymentIntentPayer = z.object({
  cpf: z.string(),
  cnpj: z.optional(z.string()),
  /** Required only for automatic PIX payment requests. */
  name: z.optional(z.string()),
});

/**
 * A PIX intent needs neither connector nor payer. The interface also mentions a flag that makes
 * the PIX QR code dynamic and single-use, but no public source names it, so it is not modelled.
 */
export const CreatePaymentIntentRequest = z.object({
  paymentRequestId: z.string(),
  connectorId: z.optional(z.number()),
  parameters: z.optional(PaymentIntentPayer),
  /** PIS (default) or PIX. */
  paymentMethod: z.optional(z.string()),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreateBankAccountRecipientRequest = z.object({
  name: z.string(),
  taxNumber: z.string(),
  paymentInstitutionId: z.string(),
  isDefault: z.optional(z.boolean()),
  account: PaymentRecipientAccount,
});
export const CreatePixKeyRecipientRequest = z.object({ pixKey: z.string() });
export const CreateSmartAccountRecipientRequest = z.object({ smartAccountId: z.string() });

/** A recipient is created from bank-account details, from a PIX key, or from a smart account. */
export const CreatePaymentRecipientRequest = z.union([
  CreateBankAccountRecipientRequest,
  CreatePixKeyRecipientRequest,
  CreateSmartAccountRecipientRequest,
]);
export type CreatePaymentRecipientRequest = z.infer<typeof CreatePaymentRecipientRequest>;

/** clientPreauthorizationId and configuration take the names the preauthorization carries. */
export const CreateSmartTransferPreauthorizationRequest = z.object({
  connectorId: z.number(),
  /** The payer's credentials (CPF or CNPJ) by credential name. */
  parameters: z.record(z.string(), z.string()),
  recipientIds: z.array(z.string()),
  callbackUrls: z.optional(CallbackUrls),
  clientPreauthorizationId: z.optional(z.string()),
  configuration: z.optional(SmartTransferConfiguration),
});
export type CreateSmartTransferPreauthorizationRequest = z.infer<typeof CreateSmartTransferPreauthorizationRequest>;

export const CreateSmartTransferPaymentRequest = z.object({
  preauthorizationId: z.string(),
  recipientId: z.string(),
  amount: z.number(),
  description: z.optional(z.string()),
  clientPaymentId: z.optional(z.string()),
});
export type CreateSmartTransferPaymentRequest = z.infer<typeof CreateSmartTransferPaymentRequest>;

/** The payer fields the interface names for issuing are required; the others are optional. */
export const BoletoPayerInput = z.object({
  taxNumber: z.string(),
  name: z.string(),
  addressStreet: z.string(),
  addressCity: z.string(),
  addressState: z.string(),
  addressZipCode: z.string(),
  personType: z.optional(z.string()),
  addressNumber: z.optional(z.string()),
  addressComplement: z.optional(z.string()),
  addressNeighborhood: z.optional(z.string()),
  email: z.optional(z.string()),
  ddd: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});

export const BoletoChargeInput = z.object({ value: z.number(), type: z.string() });

export const CreateBoletoRequest = z.object({
  boletoConnectionId: z.string(),
  boleto: z.object({
    seuNumero: z.string(),
    amount: z.number(),
    /** Today or later; the sandbox enforces it. */
    dueDate: z.string(),
    payer: BoletoPayerInput,
    fine: z.optional(BoletoChargeInput),
    interest: z.optional(BoletoChargeInput),
  }),
});
export type CreateBoletoRequest = z.infer<typeof CreateBoletoRequest>;

export const CreateBoletoConnectionRequest = z.object({
  itemId: z.string(),
});
export type CreateBoletoConnectionRequest = z.infer<typeof CreateBoletoConnectionRequest>;
