// Checks of a webhook's event name and headers beyond their JSON shape.
import { WEBHOOK_EVENTS } from '../../../src/api/schemas/webhook.js';
import { Problem } from '../problem.js';

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function assertWebhookEvent(event: string): void {
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) {
    throw new Problem(400, `Invalid request body: event: "${event}" is not an event name; use one of the Events table or "all"`);
  }
}

/** Headers that could not be sent (bad name, line break in a value) are refused now, not at delivery. */
export function assertWebhookHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) throw new Problem(400, `Invalid request body: headers: "${name}" is not a valid header name`);
    if (/[\r\n\0]/.test(value)) throw new Problem(400, `Invalid request body: headers.${name}: a header value cannot hold line breaks`);
  }
}
