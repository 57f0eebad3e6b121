// Request bodies the shared schemas do not define yet, derived from the shared schemas they extend.
import {
  CallbackUrls,
  CreateBankAccountRecipientRequest,
  CreatePaymentIntentRequest,
  PaymentCustomer,
  PaymentIntentPayer,
  PaymentRequestAutomaticPix,
  ScheduleAutomaticPixPaymentRequest,
} from '../../../../src/api/schemas/index.js';
import { z } from '../../../../src/api/z.js';

/** POST /payments/requests/automatic-pix: the recurring consent plus the request's own fields (public client's names). */
export const CreateAutomaticPixRequest = z.extend(PaymentRequestAutomaticPix, {
  description: z.optional(z.string()),
  recipientId: z.optional(z.string()),
  customerId: z.optional(z.string()),
  callbackUrls: z.optional(CallbackUrls),
  clientPaymentId: z.optional(z.string()),
  isSandbox: z.optional(z.boolean()),
});
export type CreateAutomaticPixRequest = z.infer<typeof CreateAutomaticPixRequest>;

/**
 * POST /payments/intents with the PIX flag the interface describes without naming it: the QR code
 * made for the payer is dynamic and can be paid once. The payer is named by a CPF or a CNPJ, as the
 * interface says ("credentials of the payer (CPF or CNPJ)"): a company pays with its CNPJ alone.
 */
export const CreatePaymentIntentBody = z.extend(CreatePaymentIntentRequest, {
  parameters: z.optional(z.extend(PaymentIntentPayer, { cpf: z.optional(z.string()) })),
  isDynamicPix: z.optional(z.boolean()),
});

/** POST and PATCH /payments/customers: the resource's own fields. */
export const CustomerBody = z.pick(PaymentCustomer, { name: true, email: true, cpf: true, cnpj: true, type: true });
export type CustomerBody = z.infer<typeof CustomerBody>;

/** PATCH /payments/recipients/{id}: any of the bank-account fields. */
export const UpdateRecipientRequest = z.partial(CreateBankAccountRecipientRequest);

/** POST .../automatic-pix/schedules/{id}/retry: the new date only. */
export const RetryAutomaticPixPaymentRequest = z.pick(ScheduleAutomaticPixPaymentRequest, { date: true });
