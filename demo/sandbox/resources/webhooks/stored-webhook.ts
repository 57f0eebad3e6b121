// A webhook as the sandbox keeps it: the public Webhook plus its owner and delivery record.
import type { Webhook, WebhookEvent } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';

export type StoredWebhook = {
  id: string;
  clientId: string;
  /** Failed deliveries in a row; a success resets it. */
  consecutiveFailures: number;
  webhook: Webhook & { id: string; url: string; event: WebhookEvent; disabledAt: string | null };
};

export const webhooksOf = (store: Store) => store.collection('webhooks');
