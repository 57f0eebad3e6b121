// The webhook receiver (POST /webhooks, where the sandbox delivers) and the inbox page's JSON: GET /api/webhooks, POST /api/webhooks/clear.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY } from './api-routes.js';
import { INBOX_LIMIT, SECRET_HEADER, type WebhookInbox } from './webhook-inbox.js';
import { readNotification } from './webhook-notification.js';

/** Where this site receives webhooks. */
export const RECEIVER_PATH = '/webhooks';

export type WebhookRoutesOptions = {
  inbox: WebhookInbox;
  /** This site's origin: clearing from any other page is refused. */
  merchantOrigin: string;
};

const NO_STORE = { 'Cache-Control': 'no-store' };
const MASKED = '(matches this site’s secret)';

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) headers[name] = name === SECRET_HEADER ? MASKED : value;
  return headers;
}

export function addWebhookRoutes(app: Hono, { inbox, merchantOrigin }: WebhookRoutesOptions): void {
  app.post(
    RECEIVER_PATH,
    // Checked before the body is read: a request without the secret costs nothing and leaves no trace.
    (c, next) =>
      inbox.carriesSecret(c.req.header(SECRET_HEADER))
        ? next()
        : c.json({ message: 'Deliveries come from the sandbox, with this site’s secret' }, 401),
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ message: `The body is over ${MAX_BODY} bytes` }, 413) }),
    async (c) => {
      const receivedAt = new Date().toISOString();
      let text: string;
      try {
        text = await c.req.text();
      } catch {
        return c.json({ message: 'The body could not be read' }, 400);
      }
      const read = readNotification(text);
      inbox.record({ receivedAt, headers: headersOf(c.req.raw), ...read });
      // Answered at once: the sandbox waits for this answer, and retries what is not 2xx.
      return read.readable ? c.json({ received: true }) : c.json({ message: read.problem }, 400);
    },
  );

  app.get('/api/webhooks', (c) =>
    c.json({ limit: INBOX_LIMIT, receiverPath: RECEIVER_PATH, registration: inbox.registration, deliveries: inbox.list() }, 200, NO_STORE),
  );

  app.post('/api/webhooks/clear', (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== merchantOrigin) return c.json({ message: 'The inbox is cleared from this site only' }, 403, NO_STORE);
    inbox.clear();
    return c.json({ cleared: true }, 200, NO_STORE);
  });
}
