// The sandbox's state behind one small interface: named collections of records with ids.
// In memory today; a persistent store implements the same interface without touching routes.

export type CollectionName =
  | 'items'
  | 'accounts'
  | 'transactions'
  | 'investments'
  | 'consents'
  | 'identities'
  | 'webhooks'
  | 'events'
  | 'paymentRequests'
  | 'paymentIntents'
  | 'paymentRecipients'
  | 'paymentCustomers'
  | 'automaticPixPayments'
  | 'smartTransferPreauthorizations'
  | 'smartTransferPayments'
  | 'boletos'
  | 'boletoConnections'
  | 'loans'
  | 'bills'
  | 'userCategories';

export interface Collection<T extends { id: string }> {
  get(id: string): T | undefined;
  put(record: T): T;
  delete(id: string): boolean;
  /** Records in insertion order, optionally filtered. */
  list(where?: (record: T) => boolean): T[];
}

export interface Store {
  collection<T extends { id: string }>(name: CollectionName): Collection<T>;
}

export function createMemoryStore(): Store {
  const maps = new Map<CollectionName, Map<string, unknown>>();
  return {
    collection<T extends { id: string }>(name: CollectionName): Collection<T> {
      let map = maps.get(name);
      if (!map) {
        map = new Map();
        maps.set(name, map);
      }
      const records = map as Map<string, T>;
      return {
        get: (id) => records.get(id),
        put: (record) => {
          records.set(record.id, record);
          return record;
        },
        delete: (id) => records.delete(id),
        list: (where) => [...records.values()].filter((r) => (where ? where(r) : true)),
      };
    },
  };
}
