// Rewriting an item's records on a sync while keeping when each was first collected.
import type { Collection } from '../../core/store.js';

/** Replaces an item's records with `fresh`, keeping `createdAt` of records seen before. */
export function replace<T extends { id: string; createdAt?: string }>(
  collection: Collection<T>,
  belongs: (record: T) => boolean,
  fresh: readonly T[],
): void {
  const previous = new Map(collection.list(belongs).map((record) => [record.id, record]));
  for (const id of previous.keys()) collection.delete(id);
  for (const record of fresh) {
    const createdAt = previous.get(record.id)?.createdAt;
    collection.put(createdAt === undefined ? record : { ...record, createdAt });
  }
}
