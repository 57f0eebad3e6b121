// Payment institution: a bank a payment recipient's account can be held at.
import { z } from '../z.js';

export const PaymentInstitution = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  ispb: z.optional(z.string()),
  tradeName: z.optional(z.string()),
  compe: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type PaymentInstitution = z.infer<typeof PaymentInstitution>;
