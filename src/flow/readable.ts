// A value views read and follow: what the flow's signals offer, and what the first screen's
// stand-in flow makes without them, so the signals library loads with the engine, not before paint.

/** The part of a signal a view uses; a signal is one. */
export type Readable<T> = {
  readonly value: T;
  peek(): T;
  /** Calls `listener` with the value now, then with each new one; the answer stops it. */
  subscribe(listener: (value: T) => void): () => void;
};

export type Cell<T> = Readable<T> & { value: T };

/** A plain observable value: no tracking, no batching (the stand-in flow needs neither). */
export function cell<T>(initial: T): Cell<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
    peek: () => current,
    subscribe(listener) {
      // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
      const each = (value: T) => listener(value);
      listeners.add(each);
      each(current);
      return () => listeners.delete(each);
    },
  };
}
