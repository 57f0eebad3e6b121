// The sandbox's state behind one small interface: named collections of records, found by id or by a declared index, some bounded.
//
// In memory by default; `sqlite-store.ts` keeps the same collections in a file as well, so a shared
// sandbox survives a restart. Routes change records in place and tell a record by its identity, so
// both answer from these memory collections: the file is written behind them and read at start.
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
  /** Writes what is not written yet and lets the store go: the sandbox is stopping. */
  close(): void;
}

/** Told of every change to a collection, for a store that keeps a copy elsewhere. */
export type Journal = {
  /** The record was put, or read where reads count as use; `fresh` when it was not held before. */
  written(id: string, fresh: boolean): void;
  /** The record was deleted or let go. */
  removed(id: string): void;
};

/** A record as read back at start, with when it was last used (null where the collection is unbounded). */
export type Restored<T> = { record: T; usedAt: number | null };

/** A memory collection, with what a store that keeps a copy elsewhere needs besides the interface. */
export type MemoryCollection<T extends { id: string }> = Collection<T, string> & {
  /** The record as held, and when it was last used: no read, no sweep, no journal. */
  peek(id: string): { record: T; usedAt: number | undefined } | undefined;
  /** Holds records read back at start, in the order they were first put, without telling the journal or sweeping. */
  restore(records: readonly Restored<T>[]): void;
};

type Filed = string | null | undefined;

export function memoryCollection<T extends { id: string }>(
  indexes: IndexesOf<T>,
  bound: Bound | undefined,
  now: () => number,
  journal?: Journal,
): MemoryCollection<T> {
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
    journal?.removed(id);
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
    if (bound?.renewOnRead) {
      touch(record.id);
      journal?.written(record.id, false);
    }
    return record;
  };

  return {
    get(id) {
      sweep();
      const record = records.get(id);
      return record === undefined ? undefined : used(record);
    },
    put(record) {
      const fresh = !records.has(record.id);
      records.set(record.id, record);
      file(record);
      journal?.written(record.id, fresh);
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
    peek(id) {
      const record = records.get(id);
      return record === undefined ? undefined : { record, usedAt: lastUse.get(id) };
    },
    restore(restored) {
      for (const { record } of restored) {
        records.set(record.id, record);
        file(record);
      }
      if (!bound) return;
      // Least recently used first, as the sweep expects; a record never used counts as used now.
      const at = now();
      const byUse = restored.map(({ record, usedAt }) => ({ id: record.id, usedAt: usedAt ?? at }));
      byUse.sort((a, b) => a.usedAt - b.usedAt);
      for (const { id, usedAt } of byUse) lastUse.set(id, usedAt);
    },
  };
}

/** A memory collection of each name, made by `make`. */
export function everyCollection(make: <N extends CollectionName>(name: N) => MemoryCollection<Collections[N]>): {
  [N in CollectionName]: MemoryCollection<Collections[N]>;
} {
  // Spelled out rather than made on demand, so a new entry of Collections that is missing here is a type error.
  return {
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
    sandboxClock: make('sandboxClock'),
  };
}

/** The indexes declared for a collection. */
export const indexesOf = <N extends CollectionName>(name: N): IndexesOf<Collections[N]> =>
  // INDEXES is checked against Collections where it is declared; TypeScript cannot carry one name through both maps.
  INDEXES[name] as IndexesOf<Collections[N]>;

export function createMemoryStore({ now = Date.now, bounds = {} }: StoreOptions = {}): Store {
  const collections = everyCollection((name) => memoryCollection(indexesOf(name), bounds[name], now));
  return { collection: (name) => collections[name], close: () => {} };
}
