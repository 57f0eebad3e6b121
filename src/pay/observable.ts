// A value the payer page's views follow: the payment flow's state and fields, with no DOM and no signals library.

/** What a view reads of a flow value (the shape src/ui/view.ts follows). */
export type Readable<T> = {
  readonly value: T;
  peek(): T;
  /** Calls `listener` with the value now, then with each new one; the answer stops it. */
  subscribe(listener: (value: T) => void): () => void;
};

export type Observable<T> = Readable<T> & { value: T };

export function observable<T>(initial: T): Observable<T> {
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
