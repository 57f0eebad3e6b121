// The sandbox's state behind one small interface: named collections of records with ids.
//
// In memory today; a persistent store implements the same interface without touching routes.
import type { Collections } from './collections.js';

export type CollectionName = keyof Collections;

export interface Collection<T extends { id: string }> {
  get(id: string): T | undefined;
  put(record: T): T;
  delete(id: string): boolean;
  /** Records in insertion order, optionally filtered. */
  list(where?: (record: T) => boolean): T[];
}

export interface Store {
  /** The collection of that name, holding the record type the name stands for. */
  collection<N extends CollectionName>(name: N): Collection<Collections[N]>;
}

function memoryCollection<T extends { id: string }>(): Collection<T> {
  const records = new Map<string, T>();
  return {
    get: (id) => records.get(id),
    put: (record) => {
      records.set(record.id, record);
      return record;
    },
    delete: (id) => records.delete(id),
    list: (where) => [...records.values()].filter((r) => (where ? where(r) : true)),
  };
}

export function createMemoryStore(): Store {
  // Spelled out rather than made on demand, so a new entry of Collections that is missing here is a type error.
  const collections: { [N in CollectionName]: Collection<Collections[N]> } = {
    items: memoryCollection(),
    accounts: memoryCollection(),
    transactions: memoryCollection(),
    investments: memoryCollection(),
    consents: memoryCollection(),
    identities: memoryCollection(),
    loans: memoryCollection(),
    bills: memoryCollection(),
    userCategories: memoryCollection(),
    webhooks: memoryCollection(),
    events: memoryCollection(),
    paymentRequests: memoryCollection(),
    paymentIntents: memoryCollection(),
    paymentRecipients: memoryCollection(),
    paymentCustomers: memoryCollection(),
    automaticPixPayments: memoryCollection(),
    smartTransferPreauthorizations: memoryCollection(),
    smartTransferPayments: memoryCollection(),
    boletos: memoryCollection(),
    boletoConnections: memoryCollection(),
    idempotencyKeys: memoryCollection(),
  };
  return { collection: (name) => collections[name] };
}
