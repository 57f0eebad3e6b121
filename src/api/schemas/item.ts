// Item: one connection to an institution and its latest sync. What the widget reads is checked; the rest
// passes as sent, unchecked (typed as documented); unknown top-level keys drop, as the frame sends only the interface's.
import { z } from '../z.js';
import { Connector } from './connector.js';
import { Credential } from './credential.js';
import { type Unread, unread } from './unread.js';

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
  z.looseObject({
    isUpdated: z.boolean(),
    warnings: unread as Unread<unknown[]>,
    lastUpdatedAt: unread as Unread<string | null>,
  }),
);

const product = z.optional(ProductStatusDetail);

/**
 * Each product's sync, under the interface's keys only. A key the interface adds later is dropped, not refused:
 * the sync it reports must not fail for it, and only what the widget knows leaves the frame.
 */
export const StatusDetail = z.object({
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
  connector: z.optional(Connector as z.ZodMiniType<Connector>),
  status: z.string(),
  executionStatus: z.string(),
  error: z.optional(z.nullable(ItemError)),
  parameter: z.optional(z.nullable(Credential)),
  userAction: z.optional(z.nullable(UserAction)),
  webhookUrl: unread as Unread<string | null>,
  clientUserId: unread as Unread<string | null>,
  oauthRedirectUri: unread as Unread<string | null>,
  products: unread as Unread<string[]>,
  createdAt: unread as Unread<string>,
  updatedAt: unread as Unread<string>,
  lastUpdatedAt: unread as Unread<string | null>,
  nextAutoSyncAt: unread as Unread<string | null>,
  consecutiveFailedLoginAttempts: unread as Unread<number>,
  consentExpiresAt: unread as Unread<string | null>,
  statusDetail: z.optional(z.nullable(StatusDetail)),
});
export type Item = z.infer<typeof Item>;
