// Payment recipient: the bank account a payment goes to, and the polymorphic recipient a payment request embeds.
import { z } from '../z.js';
import { PaymentInstitution } from './payment-institution.js';

/** BANK_ACCOUNT recipients are created by the client; the other kinds derive from an attached PIX QR code or boleto. */
export const PAYMENT_RECIPIENT_TYPES = ['BANK_ACCOUNT', 'PIX_QR_CODE', 'BOLETO'] as const;
export type PaymentRecipientType = (typeof PAYMENT_RECIPIENT_TYPES)[number];

/** Values seen: the interface gives CHECKING_ACCOUNT; the rest come from its public client. */
export const PAYMENT_RECIPIENT_ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'GUARANTEED_ACCOUNT'] as const;

export const PaymentRecipientAccount = z.object({
  branch: z.optional(z.string()),
  number: z.optional(z.string()),
  type: z.optional(z.string()),
});
export type PaymentRecipientAccount = z.infer<typeof PaymentRecipientAccount>;

const recipientFields = {
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  taxNumber: z.optional(z.string()),
  isDefault: z.optional(z.boolean()),
  paymentInstitution: z.optional(PaymentInstitution),
  account: z.optional(PaymentRecipientAccount),
  pixKey: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
};

/** The recipient resource (/payments/recipients, smart transfers): a bank account today. */
export const PaymentRecipient = z.object({ ...recipientFields, type: z.optional(z.string()) });
export type PaymentRecipient = z.infer<typeof PaymentRecipient>;

export const BankAccountRecipient = z.object({
  ...recipientFields,
  // The public client's recipient has no type at all, so a missing one still means a bank account.
  type: z.optional(z.literal('BANK_ACCOUNT')),
});
export const PixQrCodeRecipient = z.object({ ...recipientFields, type: z.literal('PIX_QR_CODE') });
export const BoletoRecipient = z.object({ ...recipientFields, type: z.literal('BOLETO') });

const isKnownRecipientType = (type: string): boolean => (PAYMENT_RECIPIENT_TYPES as readonly string[]).includes(type);

/**
 * A kind this client does not know yet. It excludes the known kinds so that a malformed
 * bank account fails instead of slipping through here with its fields dropped.
 */
export const OtherKindRecipient = z.object({
  ...recipientFields,
  type: z.string().check(z.refine((type) => !isKnownRecipientType(type))),
});

/** The recipient a payment request embeds, told apart by `type`. */
export const EmbeddedPaymentRecipient = z.union([BankAccountRecipient, PixQrCodeRecipient, BoletoRecipient, OtherKindRecipient]);
export type EmbeddedPaymentRecipient = z.infer<typeof EmbeddedPaymentRecipient>;
