// The one place the sandbox makes outbound HTTP requests: a POST of a notification, with a timeout.
export type Delivery = { url: string; headers: Record<string, string>; body: string };

/** Resolves true when the receiver answered 2xx; never rejects. */
export type Sender = (delivery: Delivery) => Promise<boolean>;

export const DELIVERY_TIMEOUT_MS = 5_000;

export const fetchSender: Sender = async ({ url, headers, body }) => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
      // A redirect could lead to an address the URL check would have refused.
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return response.status >= 200 && response.status < 300;
  } catch {
    return false;
  }
};

/**
 * Used when delivery is off (tests, CI, offline demos): nothing leaves the machine, events stay
 * readable at GET /sandbox/events, and a webhook is not disabled for deliveries never tried.
 */
export const keepLocalSender: Sender = async () => true;
