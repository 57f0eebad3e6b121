// Delivers every sandbox event to the client's matching webhooks and to the item's own webhookUrl.
import type { SandboxDeps } from '../../core/context.js';
import type { SandboxEvent } from '../../core/events.js';
import { fetchSender, type Delivery, type Sender } from './http-sender.js';
import { webhooksOf } from './stored-webhook.js';
import { webhookUrlProblem } from './url-check.js';

/**
 * The interface does not give the number of failed deliveries that disables a webhook; ten in a
 * row tolerates a receiver's short outage while still stopping notifications to a dead URL.
 */
export const MAX_CONSECUTIVE_FAILURES = 10;

export type Dispatcher = {
  /** Replaces the HTTP sender; tests route deliveries to a local server with it. */
  useSender(sender: Sender): void;
  /** Resolves once every delivery started so far has finished. */
  settled(): Promise<void>;
  stop(): void;
};

/** The JSON a receiver gets: the event's name and id, its item if any, and the event's own fields. */
export function notificationBody(event: SandboxEvent): Record<string, unknown> {
  return {
    event: event.event,
    eventId: event.id,
    ...(event.itemId === undefined ? {} : { itemId: event.itemId }),
    ...event.payload,
  };
}

const dispatchers = new WeakMap<SandboxDeps, Dispatcher>();

export const dispatcherOf = (deps: SandboxDeps): Dispatcher | undefined => dispatchers.get(deps);

/** Subscribes once per sandbox; a second call returns the running dispatcher. */
export function startDispatcher(deps: SandboxDeps, initialSender: Sender = fetchSender): Dispatcher {
  const running = dispatchers.get(deps);
  if (running) return running;
  let send = initialSender;
  const inFlight = new Set<Promise<void>>();
  const webhooks = webhooksOf(deps.store);

  // An injected sender may throw; a failed delivery must never reach the event's emitter.
  const deliver = (delivery: Delivery): Promise<boolean> =>
    Promise.resolve()
      .then(() => send(delivery))
      .catch(() => false);

  const track = (delivery: Promise<void>) => {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  const recordOutcome = (webhookId: string, ok: boolean) => {
    const stored = webhooks.get(webhookId);
    if (!stored) return;
    if (ok) {
      webhooks.put({ ...stored, consecutiveFailures: 0 });
      return;
    }
    const failures = stored.consecutiveFailures + 1;
    const disable = failures >= MAX_CONSECUTIVE_FAILURES && stored.webhook.disabledAt === null;
    const at = new Date(deps.clock.now()).toISOString();
    webhooks.put({
      ...stored,
      consecutiveFailures: failures,
      webhook: disable ? { ...stored.webhook, disabledAt: at, updatedAt: at } : stored.webhook,
    });
  };

  const dispatch = (event: SandboxEvent) => {
    const body = JSON.stringify(notificationBody(event));
    const targets = webhooks
      .where('clientId', event.clientId)
      .filter((w) => w.webhook.disabledAt === null && (w.webhook.event === event.event || w.webhook.event === 'all'));
    // Never attempted: a URL the service would not accept as a webhook (an item's webhookUrl may
    // be http on this machine, for development, and a stored webhook may predate a stricter check).
    for (const target of targets) {
      if (webhookUrlProblem(target.webhook.url) !== null) continue;
      track(deliver({ url: target.webhook.url, headers: target.webhook.headers ?? {}, body }).then((ok) => recordOutcome(target.id, ok)));
    }
    const itemUrl = event.itemWebhookUrl;
    if (itemUrl && webhookUrlProblem(itemUrl) === null && !targets.some((t) => t.webhook.url === itemUrl)) {
      track(deliver({ url: itemUrl, headers: {}, body }).then(() => undefined));
    }
  };

  const unsubscribe = deps.events.subscribe(dispatch);
  const dispatcher: Dispatcher = {
    useSender(sender) {
      send = sender;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop() {
      unsubscribe();
      dispatchers.delete(deps);
    },
  };
  dispatchers.set(deps, dispatcher);
  return dispatcher;
}
