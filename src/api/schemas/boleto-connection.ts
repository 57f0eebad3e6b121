// Boleto connection: the link, made from an item, through which boletos are issued and read.
import { z } from '../z.js';

export const BoletoConnection = z.object({
  id: z.string(),
  connectorId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoletoConnection = z.infer<typeof BoletoConnection>;
