// Connector: an institution the service can connect to, with the credentials it asks for.
import { z } from '../z.js';
import { Credential } from './credential.js';

export const ConnectorHealth = z.object({
  status: z.string(),
  stage: z.optional(z.nullable(z.string())),
  // An object schema that keeps every key, not z.record: the widget's zod then needs no record code.
  details: z.optional(z.nullable(z.looseObject({}))),
});

export const Connector = z.object({
  id: z.number(),
  name: z.optional(z.string()),
  institutionUrl: z.optional(z.nullable(z.string())),
  imageUrl: z.optional(z.nullable(z.string())),
  primaryColor: z.optional(z.nullable(z.string())),
  type: z.optional(z.string()),
  country: z.optional(z.string()),
  credentials: z.optional(z.array(Credential)),
  hasMFA: z.optional(z.boolean()),
  products: z.optional(z.array(z.string())),
  oauth: z.optional(z.boolean()),
  oauthUrl: z.optional(z.nullable(z.string())),
  resetPasswordUrl: z.optional(z.nullable(z.string())),
  health: z.optional(ConnectorHealth),
  isOpenFinance: z.optional(z.boolean()),
  isSandbox: z.optional(z.boolean()),
  supportsPaymentInitiation: z.optional(z.boolean()),
  supportsScheduledPayments: z.optional(z.boolean()),
  supportsSmartTransfers: z.optional(z.boolean()),
  supportsBoletoManagement: z.optional(z.boolean()),
  supportsAutomaticPix: z.optional(z.boolean()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type Connector = z.infer<typeof Connector>;
