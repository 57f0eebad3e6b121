// Item: one connection to an institution, with the state of its latest synchronization.
import { z } from '../z.js';
import { Connector } from './connector.js';
import { Credential } from './credential.js';

// Plain objects with object schemas, not z.record: the widget's zod then needs no record code. Made
// by its class, with its catchall in place: z.catchall would bring the code that merges definitions.
/** Any keys, string values. */
const stringRecord: z.ZodMiniObject<Record<never, never>, z.core.$catchall<z.ZodMiniString>> = new z.ZodMiniObject({
  type: 'object',
  shape: {},
  catchall: z.string(),
});

export const ItemError = z.object({
  code: z.string(),
  message: z.string(),
  providerMessage: z.optional(z.nullable(z.string())),
  attributes: z.optional(z.nullable(stringRecord)),
});
export type ItemError = z.infer<typeof ItemError>;

export const UserAction = z.object({
  instructions: z.string(),
  attributes: z.optional(z.nullable(z.looseObject({}))),
  expiresAt: z.optional(z.nullable(z.string())),
});
export type UserAction = z.infer<typeof UserAction>;

export const ProductStatusDetail = z.nullable(
  z.object({
    warnings: z.optional(z.array(z.unknown())),
    isUpdated: z.boolean(),
    lastUpdatedAt: z.optional(z.nullable(z.string())),
  }),
);

const product = z.optional(ProductStatusDetail);

/** Each product's sync, under the interface's keys only: an unknown key is refused, as a record keyed by them would. */
export const StatusDetail = z.strictObject({
  accounts: product,
  creditCards: product,
  transactions: product,
  investments: product,
  identity: product,
  investmentsTransactions: product,
  paymentData: product,
  loans: product,
  accountStatements: product,
});
export type StatusDetail = z.infer<typeof StatusDetail>;
export type StatusDetailKey = keyof StatusDetail;

export const Item = z.object({
  id: z.string(),
  connector: z.optional(Connector),
  status: z.string(),
  executionStatus: z.string(),
  error: z.optional(z.nullable(ItemError)),
  parameter: z.optional(z.nullable(Credential)),
  userAction: z.optional(z.nullable(UserAction)),
  webhookUrl: z.optional(z.nullable(z.string())),
  clientUserId: z.optional(z.nullable(z.string())),
  oauthRedirectUri: z.optional(z.nullable(z.string())),
  products: z.optional(z.array(z.string())),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  lastUpdatedAt: z.optional(z.nullable(z.string())),
  nextAutoSyncAt: z.optional(z.nullable(z.string())),
  consecutiveFailedLoginAttempts: z.optional(z.number()),
  consentExpiresAt: z.optional(z.nullable(z.string())),
  statusDetail: z.optional(z.nullable(StatusDetail)),
});
export type Item = z.infer<typeof Item>;
