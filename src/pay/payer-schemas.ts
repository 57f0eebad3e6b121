// The payer API's answers (the widget host's /pay/api), as the payer page reads them: parsed, never cast.
import { z } from '../api/z.js';

/** A value the server may leave out or send as null: read as null either way. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const PayConnector = z.object({
  id: z.number(),
  name: z.string(),
  imageUrl: maybe(z.string()),
  primaryColor: maybe(z.string()),
});
export type PayConnector = z.infer<typeof PayConnector>;

export const Intent = z.object({
  id: z.string(),
  status: z.string(),
  consentUrl: maybe(z.string()),
  connector: maybe(z.object({ id: z.number(), name: z.string() })),
  endToEndId: maybe(z.string()),
  updatedAt: maybe(z.string()),
  errorDetail: maybe(z.object({ code: maybe(z.string()), description: maybe(z.string()) })),
});
export type Intent = z.infer<typeof Intent>;

export const PayRequest = z.object({
  id: z.string(),
  amount: z.number(),
  description: maybe(z.string()),
  status: z.string(),
  kind: z.string(),
  recipient: maybe(z.object({ name: maybe(z.string()), institution: maybe(z.string()) })),
  pixQrCode: maybe(z.string()),
  callbackUrls: maybe(z.object({ success: maybe(z.string()), error: maybe(z.string()) })),
  needsPayerName: z.optional(z.boolean()),
  connectors: z.array(PayConnector),
  intent: maybe(Intent),
});
export type PayRequest = z.infer<typeof PayRequest>;

/** An error answer: `{ code, message }`, with the field a payer's value was refused for. */
export const PayerErrorBody = z.object({
  code: z.string(),
  field: z.optional(z.string()),
});
