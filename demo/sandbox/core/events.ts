// The event log: every event of the Events table the sandbox raises, kept in order and handed to the webhook dispatcher.
import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../../src/api/schemas/index.js';
import type { Clock } from './clock.js';
import type { Store } from './store.js';

/** An event of the Events table; `all` is what a webhook subscribes with, never an event itself. */
export type EventName = Exclude<WebhookEvent, 'all'>;

export type SandboxEvent = {
  id: string;
  event: EventName;
  clientId: string;
  itemId?: string;
  /** The item's own webhookUrl, which receives the events of that item. */
  itemWebhookUrl?: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
};

export type EventListener = (event: SandboxEvent) => void;

export type EventLog = {
  emit(event: Omit<SandboxEvent, 'id' | 'createdAt'>): SandboxEvent;
  list(clientId: string): SandboxEvent[];
  subscribe(listener: EventListener): () => void;
};

export function createEventLog(store: Store, clock: Clock): EventLog {
  const events = store.collection('events');
  const listeners = new Set<EventListener>();
  return {
    emit({ event: name, clientId, itemId, itemWebhookUrl, payload }) {
      // Spelled out rather than spread: V8 gave each spread copy a shape of its own, some 300 bytes an event.
      const event = events.put({
        id: randomUUID(),
        event: name,
        clientId,
        itemId,
        itemWebhookUrl,
        payload,
        createdAt: new Date(clock.now()).toISOString(),
      });
      for (const listener of listeners) listener(event);
      return event;
    },
    list: (clientId) => events.where('clientId', clientId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
