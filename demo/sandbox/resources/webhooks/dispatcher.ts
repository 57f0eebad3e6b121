// Delivers every sandbox event to the client's matching webhooks and to the item's own webhookUrl, retrying failures on the clock.
import type { SandboxDeps } from '../../core/context.js';
import type { SandboxEvent } from '../../core/events.js';
import { checkedLookup } from './checked-lookup.js';
import { type Delivery, httpSender, keepLocalSender, type Sender } from './http-sender.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-policy.js';
import { type StoredWebhook, webhooksOf } from './stored-webhook.js';
import { notifiedUrlRulesOf, webhookUrlProblem } from './url-check.js';

/**
 * The interface does not give the number of failed deliveries that disables a webhook; ten in a
 * row (each after all its attempts) tolerates a receiver's outage of hours while still stopping
 * notifications to a dead URL.
 */
export const MAX_CONSECUTIVE_FAILURES = 10;

export type Dispatcher = {
  /** Replaces the HTTP sender; tests route deliveries to a local server with it. */
  useSender(sender: Sender): void;
  /** Resolves once every attempt started so far has finished (retries wait for the clock). */
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

const subscribes = (stored: StoredWebhook, event: SandboxEvent) =>
  stored.webhook.disabledAt === null && (stored.webhook.event === event.event || stored.webhook.event === 'all');

/** The sender `npm run sandbox` uses when delivery is on: real requests, to checked addresses only. */
export const realSender = (deps: SandboxDeps): Sender => httpSender(checkedLookup(notifiedUrlRulesOf(deps)));

/** Subscribes once per sandbox; a second call returns the running dispatcher. */
export function startDispatcher(deps: SandboxDeps, initialSender: Sender = keepLocalSender): Dispatcher {
  const running = dispatchers.get(deps);
  if (running) return running;
  let send = initialSender;
  const inFlight = new Set<Promise<void>>();
  const retries = new Set<() => void>();
  const webhooks = webhooksOf(deps.store);
  const allowHosts = deps.config.webhookAllowHosts;

  // An injected sender may throw; a failed delivery must never reach the event's emitter.
  const deliver = (delivery: Delivery): Promise<boolean> =>
    Promise.resolve()
      .then(() => send(delivery))
      .catch(() => false);

  /**
   * One attempt now and, while they fail, more on the clock. `next` names the attempt's target
   * (undefined: nothing to send any more); `done` hears the delivery's outcome once.
   */
  const attempt = (next: () => Delivery | undefined, done: (ok: boolean) => void, number = 1): void => {
    const delivery = next();
    if (!delivery) return;
    const sent = deliver(delivery).then((ok) => {
      if (ok || number >= MAX_DELIVERY_ATTEMPTS) return done(ok);
      const cancel = deps.clock.after(retryDelayMs(number), () => {
        retries.delete(cancel);
        attempt(next, done, number + 1);
      });
      retries.add(cancel);
    });
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
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
    const targets = webhooks.where('clientId', event.clientId).filter((w) => subscribes(w, event));
    for (const target of targets) {
      // Each attempt follows the webhook as it is then: a fixed URL is used, a deleted, disabled or
      // resubscribed webhook is not tried again. A URL the service would not accept is never tried.
      const current = () => {
        const stored = webhooks.get(target.id);
        if (!stored || !subscribes(stored, event) || webhookUrlProblem(stored.webhook.url, allowHosts) !== null) return undefined;
        return { url: stored.webhook.url, headers: stored.webhook.headers ?? {}, body };
      };
      attempt(current, (ok) => recordOutcome(target.id, ok));
    }
    // An item's webhookUrl may have been given through a Connect Token, checked by an older rule.
    const itemUrl = event.itemWebhookUrl;
    if (itemUrl && webhookUrlProblem(itemUrl, allowHosts) === null && !targets.some((t) => t.webhook.url === itemUrl)) {
      attempt(
        () => ({ url: itemUrl, headers: {}, body }),
        () => undefined,
      );
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
      for (const cancel of retries) cancel();
      retries.clear();
      dispatchers.delete(deps);
    },
  };
  dispatchers.set(deps, dispatcher);
  return dispatcher;
}
