// Connector: an institution to connect to. Only what the widget reads is checked; every other key is
// kept as sent, so an item's connector reaches the host whole (the sandbox checks the rest for its catalogue).
import { z } from '../z.js';
import { Credential } from './credential.js';

export const ConnectorHealth = z.looseObject({ status: z.string() });

export const Connector = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  imageUrl: z.optional(z.nullable(z.string())),
  primaryColor: z.optional(z.nullable(z.string())),
  credentials: z.optional(z.array(Credential)),
  products: z.optional(z.array(z.string())),
  health: z.optional(ConnectorHealth),
  isSandbox: z.optional(z.boolean()),
});

/** The interface's connector fields the widget does not read, typed as it documents them. */
export type ConnectorUnread = {
  institutionUrl?: string | null;
  type?: string;
  country?: string;
  hasMFA?: boolean;
  oauth?: boolean;
  oauthUrl?: string | null;
  resetPasswordUrl?: string | null;
  health?: { status: string; stage?: string | null; details?: Record<string, unknown> | null };
  isOpenFinance?: boolean;
  supportsPaymentInitiation?: boolean;
  supportsScheduledPayments?: boolean;
  supportsSmartTransfers?: boolean;
  supportsBoletoManagement?: boolean;
  supportsAutomaticPix?: boolean;
  createdAt?: string;
  updatedAt?: string;
};
export type Connector = z.infer<typeof Connector> & ConnectorUnread;
