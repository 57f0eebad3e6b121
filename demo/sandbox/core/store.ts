// The sandbox's state behind one small interface: named collections of records, found by id or by a declared index, some bounded.
//
// In memory today. A persistent store implements the same interface without touching routes: a
// table per collection, a column per index of `indexes.ts`, and for a bounded collection a
// last-use column that its sweep orders by.
import type { Collections } from './collections.js';
import { INDEXES, type IndexesOf, type IndexName } from './indexes.js';

export type CollectionName = keyof Collections;

export interface Collection<T extends { id: string }, I extends string = never> {
  get(id: string): T | undefined;
  put(record: T): T;
  delete(id: string): boolean;
  /** The records filed under `value` in `index`, oldest first: it visits no other record. */
  where(index: I, value: string): T[];
  /** How many records it holds. */
  readonly size: number;
  /** Every record, oldest first: for tests and sweeps, never for a request's answer. */
  scan(): IterableIterator<T>;
  /** Called with each record a bound lets go; `delete` calls nothing. */
  onEvict(listener: (record: T) => void): void;
}

/** How much a collection keeps: past either limit, the least recently used records go first. */
export type Bound = {
  maxRecords?: number;
  /** A record goes this long after it was last put (or read, with `renewOnRead`). */
  ttlMs?: number;
  /** Reads count as use: a record read often stays. */
  renewOnRead?: boolean;
};

export type StoreOptions = {
  /** The time bounds are measured with: the sandbox's clock. */
  now?: () => number;
  bounds?: { [N in CollectionName]?: Bound };
};

export type StoredCollection<N extends CollectionName> = Collection<Collections[N], IndexName<N>>;

export interface Store {
  /** The collection of that name, holding the record type the name stands for. */
  collection<N extends CollectionName>(name: N): StoredCollection<N>;
}

type Filed = string | null | undefined;

function memoryCollection<T extends { id: string }>(indexes: IndexesOf<T>, bound: Bound | undefined, now: () => number): Collection<T, string> {
  const records = new Map<string, T>();
  const names = Object.keys(indexes);
  /** Per index, the ids filed under each value, in the order they were filed. */
  const files = new Map(names.map((name) => [name, new Map<string, Set<string>>()]));
  /** What each record was filed under: a record changed in place no longer says. */
  const filedAs = new Map<string, Filed[]>();
  /** When each record was last used, least recent first; kept for a bounded collection only. */
  const lastUse = new Map<string, number>();
  const listeners: ((record: T) => void)[] = [];

  const unfile = (id: string) => {
    const values = filedAs.get(id);
    if (!values) return;
    names.forEach((name, i) => {
      const value = values[i];
      if (value === null || value === undefined) return;
      const file = files.get(name);
      const ids = file?.get(value);
      ids?.delete(id);
      if (ids?.size === 0) file?.delete(value);
    });
    filedAs.delete(id);
  };

  const file = (record: T) => {
    if (names.length === 0) return;
    const values = names.map((name) => indexes[name]?.(record));
    const before = filedAs.get(record.id);
    if (before?.every((value, i) => value === values[i])) return;
    unfile(record.id);
    names.forEach((name, i) => {
      const value = values[i];
      if (value === null || value === undefined) return;
      const file = files.get(name);
      const ids = file?.get(value);
      if (ids) ids.add(record.id);
      else file?.set(value, new Set([record.id]));
    });
    filedAs.set(record.id, values);
  };

  const remove = (id: string): T | undefined => {
    const record = records.get(id);
    if (record === undefined) return undefined;
    records.delete(id);
    unfile(id);
    lastUse.delete(id);
    return record;
  };

  const touch = (id: string) => {
    lastUse.delete(id);
    lastUse.set(id, now());
  };

  // Only the least recently used can be over a bound, so a sweep stops at the first record it keeps.
  const sweep = () => {
    if (!bound) return;
    const { maxRecords = Number.POSITIVE_INFINITY, ttlMs = Number.POSITIVE_INFINITY } = bound;
    const at = now();
    for (const [id, usedAt] of lastUse) {
      if (records.size <= maxRecords && usedAt + ttlMs > at) return;
      const record = remove(id);
      if (record !== undefined) for (const listener of listeners) listener(record);
    }
  };

  const used = (record: T): T => {
    if (bound?.renewOnRead) touch(record.id);
    return record;
  };

  return {
    get(id) {
      sweep();
      const record = records.get(id);
      return record === undefined ? undefined : used(record);
    },
    put(record) {
      records.set(record.id, record);
      file(record);
      if (bound) {
        touch(record.id);
        sweep();
      }
      return record;
    },
    delete: (id) => remove(id) !== undefined,
    where(index, value) {
      sweep();
      const ids = files.get(index)?.get(value);
      if (!ids) return [];
      return [...ids].flatMap((id) => {
        const record = records.get(id);
        return record === undefined ? [] : [used(record)];
      });
    },
    get size() {
      return records.size;
    },
    scan: () => records.values(),
    onEvict(listener) {
      listeners.push(listener);
    },
  };
}

export function createMemoryStore({ now = Date.now, bounds = {} }: StoreOptions = {}): Store {
  const make = <N extends CollectionName>(name: N): StoredCollection<N> =>
    // INDEXES is checked against Collections where it is declared; TypeScript cannot carry one name through both maps.
    memoryCollection<Collections[N]>(INDEXES[name] as IndexesOf<Collections[N]>, bounds[name], now);
  // Spelled out rather than made on demand, so a new entry of Collections that is missing here is a type error.
  const collections: { [N in CollectionName]: StoredCollection<N> } = {
    items: make('items'),
    consents: make('consents'),
    userCategories: make('userCategories'),
    webhooks: make('webhooks'),
    events: make('events'),
    paymentRequests: make('paymentRequests'),
    paymentIntents: make('paymentIntents'),
    paymentRecipients: make('paymentRecipients'),
    paymentCustomers: make('paymentCustomers'),
    automaticPixPayments: make('automaticPixPayments'),
    smartTransferPreauthorizations: make('smartTransferPreauthorizations'),
    smartTransferPayments: make('smartTransferPayments'),
    boletos: make('boletos'),
    boletoConnections: make('boletoConnections'),
    idempotencyKeys: make('idempotencyKeys'),
  };
  return { collection: (name) => collections[name] };
}
