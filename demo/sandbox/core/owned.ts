// Looks a record up by id for one client; another client's record is as absent as a missing one.
import type { Collection } from './store.js';
import { notFound } from './problem.js';

export function owned<T extends { id: string; clientId: string }>(collection: Collection<T>, id: string, clientId: string, what: string): T {
  const record = collection.get(id);
  if (!record || record.clientId !== clientId) throw notFound(`${what} ${id}`);
  return record;
}
