// The payer API's offer answers (POST /pay/api/offers and /preauthorizations), as the payer page reads them: parsed, never cast.
import { z } from '../../api/z.js';
import { PayConnector } from '../payer-schemas.js';

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const PeriodLimit = z.object({ quantityLimit: z.optional(z.number()), transactionLimit: z.optional(z.number()) });

export const OfferLimits = z.object({
  totalAllowedAmount: z.optional(z.number()),
  transactionLimit: z.optional(z.number()),
  periodicLimits: maybe(
    z.object({ day: z.optional(PeriodLimit), week: z.optional(PeriodLimit), month: z.optional(PeriodLimit), year: z.optional(PeriodLimit) }),
  ),
});
export type OfferLimits = z.infer<typeof OfferLimits>;

export const OfferView = z.object({
  recipients: z.array(z.object({ name: maybe(z.string()) })),
  configuration: OfferLimits,
  callbackUrls: maybe(z.object({ success: maybe(z.string()), error: maybe(z.string()) })),
  connectors: z.array(PayConnector),
});
export type OfferView = z.infer<typeof OfferView>;
