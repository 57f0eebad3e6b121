// Consent: what the user authorized an open-finance item to collect, and until when.
import { z } from '../z.js';
import type { OPEN_FINANCE_PERMISSIONS } from '../enums.js';

export type OpenFinancePermission = (typeof OPEN_FINANCE_PERMISSIONS)[number];

export const Consent = z.object({
  id: z.string(),
  itemId: z.string(),
  products: z.array(z.string()),
  /** Values of OPEN_FINANCE_PERMISSIONS; any string is accepted so a new permission is not fatal. */
  openFinancePermissionsGranted: z.optional(z.array(z.string())),
  createdAt: z.string(),
  /** Null when the consent does not expire. */
  expiresAt: z.optional(z.nullable(z.string())),
  revokedAt: z.optional(z.nullable(z.string())),
});
export type Consent = z.infer<typeof Consent>;
