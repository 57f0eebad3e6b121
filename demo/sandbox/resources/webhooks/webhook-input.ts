// Checks of a webhook's event name and headers beyond their JSON shape.
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../src/api/schemas/index.js';
import { z } from '../../../../src/api/z.js';
import { Problem } from '../../core/problem.js';

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const EventName = z.enum(WEBHOOK_EVENTS);

/** The event as one of the Events table's names (or `all`); 400 for anything else. */
export function webhookEventOf(event: string): WebhookEvent {
  const parsed = EventName.safeParse(event);
  if (!parsed.success) {
    throw new Problem(400, `Invalid request body: event: "${event}" is not an event name; use one of the Events table or "all"`);
  }
  return parsed.data;
}

/** Headers that could not be sent (bad name, line break in a value) are refused now, not at delivery. */
export function assertWebhookHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) throw new Problem(400, `Invalid request body: headers: "${name}" is not a valid header name`);
    if (/[\r\n\0]/.test(value)) throw new Problem(400, `Invalid request body: headers.${name}: a header value cannot hold line breaks`);
  }
}
