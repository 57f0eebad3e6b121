// Item: one connection to an institution, with the state of its latest synchronization.
import { z } from '../z.js';
import { Connector } from './connector.js';
import { Credential } from './credential.js';

export const ItemError = z.object({
  code: z.string(),
  message: z.string(),
  providerMessage: z.optional(z.nullable(z.string())),
  attributes: z.optional(z.nullable(z.record(z.string(), z.string()))),
});
export type ItemError = z.infer<typeof ItemError>;

export const UserAction = z.object({
  instructions: z.string(),
  attributes: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
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

export const STATUS_DETAIL_KEYS = [
  'accounts',
  'creditCards',
  'transactions',
  'investments',
  'identity',
  'investmentsTransactions',
  'paymentData',
  'loans',
  'accountStatements',
] as const;

export const StatusDetail = z.partialRecord(z.enum(STATUS_DETAIL_KEYS), ProductStatusDetail);
export type StatusDetail = z.infer<typeof StatusDetail>;

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
