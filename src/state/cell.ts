// A value views read and follow: the connection flow and the payment flow hold their state in
// cells, so neither page's first screen carries a signals library.

/** What a view reads of a flow value. */
export type Readable<T> = {
  readonly value: T;
  peek(): T;
  /** Calls `listener` with the value now, then with each new one; the answer stops it. */
  subscribe(listener: (value: T) => void): () => void;
};

export type Cell<T> = Readable<T> & { value: T };

/** A plain observable value: no tracking, no batching (the flow needs neither). */
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
