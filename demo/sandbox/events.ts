// The event log: every event of the Events table the sandbox raises, kept in order and handed
// to the webhook dispatcher.
import { randomUUID } from 'node:crypto';
import type { Store } from './store.js';

export type SandboxEvent = {
  id: string;
  event: string;
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

export function createEventLog(store: Store, now: () => number): EventLog {
  const events = store.collection<SandboxEvent>('events');
  const listeners = new Set<EventListener>();
  return {
    emit(partial) {
      const event = events.put({ ...partial, id: randomUUID(), createdAt: new Date(now()).toISOString() });
      for (const listener of listeners) listener(event);
      return event;
    },
    list: (clientId) => events.list((e) => e.clientId === clientId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
