// At demo start: one webhook per event of the interface's Events table, pointed at this site's receiver with its secret header.
import { WEBHOOK_EVENTS } from '../../src/api/schemas/index.js';
import type { SandboxApi } from './sandbox-api.js';
import { SECRET_HEADER, type WebhookInbox } from './webhook-inbox.js';

/** Every event a webhook can name, less `all`, which subscribes to them all rather than being one. */
export const INBOX_EVENTS = WEBHOOK_EVENTS.filter((event) => event !== 'all');

/**
 * Never throws: a failure is kept in `inbox.registration` for the inbox page to say. Webhooks an
 * earlier start left for the same URL (a sandbox with a kept store) go first: they carry an old secret.
 */
export async function registerWebhooks(api: SandboxApi, url: string, inbox: WebhookInbox): Promise<void> {
  inbox.registration = { state: 'pending' };
  try {
    const earlier = (await api.webhooks()).filter((webhook) => webhook.url === url);
    await Promise.all(earlier.map((webhook) => api.deleteWebhook(webhook.id)));
    await Promise.all(INBOX_EVENTS.map((event) => api.createWebhook({ url, event, headers: { [SECRET_HEADER]: inbox.secret } })));
    inbox.registration = { state: 'registered', url, events: INBOX_EVENTS.length };
  } catch (error) {
    inbox.registration = { state: 'failed', url, reason: error instanceof Error ? error.message : String(error) };
  }
}
