// Boleto issued through a boleto connection, with its payer and late-payment charges.
import { z } from '../z.js';

export const BOLETO_STATUSES = ['OPEN', 'PAID', 'OVERDUE', 'CANCELLED', 'PROTESTED'] as const;
export type BoletoStatus = (typeof BOLETO_STATUSES)[number];

/** Values seen for fine and interest types. */
export const BOLETO_CHARGE_TYPES = ['PERCENTAGE'] as const;

export const BoletoPayer = z.object({
  /** CPF or CNPJ. */
  taxNumber: z.optional(z.string()),
  /** Individual or business. */
  personType: z.optional(z.string()),
  name: z.optional(z.string()),
  addressStreet: z.optional(z.string()),
  addressNumber: z.optional(z.string()),
  addressComplement: z.optional(z.string()),
  addressNeighborhood: z.optional(z.string()),
  addressCity: z.optional(z.string()),
  addressState: z.optional(z.string()),
  addressZipCode: z.optional(z.string()),
  email: z.optional(z.string()),
  /** Area code of phoneNumber. */
  ddd: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});
export type BoletoPayer = z.infer<typeof BoletoPayer>;

/** A late-payment charge: a value and how it is calculated. */
export const BoletoCharge = z.object({
  value: z.optional(z.number()),
  type: z.optional(z.string()),
});
export type BoletoCharge = z.infer<typeof BoletoCharge>;

export const Boleto = z.object({
  id: z.optional(z.string()),
  amount: z.optional(z.number()),
  status: z.optional(z.string()),
  /** The client's own identifier of the boleto. */
  seuNumero: z.optional(z.string()),
  dueDate: z.optional(z.string()),
  payer: z.optional(BoletoPayer),
  pixQr: z.optional(z.string()),
  digitableLine: z.optional(z.string()),
  /** The bank's own identifier of the boleto. */
  nossoNumero: z.optional(z.string()),
  barcode: z.optional(z.string()),
  boletoConnectionId: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  amountPaid: z.optional(z.number()),
  paymentOrigin: z.optional(z.string()),
  fine: z.optional(BoletoCharge),
  interest: z.optional(BoletoCharge),
  paidAt: z.optional(z.string()),
});
export type Boleto = z.infer<typeof Boleto>;
