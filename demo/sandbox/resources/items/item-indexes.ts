// How items are found besides by id: by the secret of a pending consent link, by what a duplicate would share, by the tag of their data's ids.
import { createHash } from 'node:crypto';
import type { IndexesOf } from '../../core/indexes.js';
import { dataTagOf } from '../data/data-tag.js';
import type { StoredItem } from './stored-item.js';

/** The same client, connector and parameters: what `avoidDuplicates` answers the existing item for. */
export function connectionKey(clientId: string, connectorId: number | undefined, parameters: StoredItem['parameters']): string {
  // A digest, so the index keeps no second copy of credentials.
  const digest = createHash('sha256').update(JSON.stringify(parameters)).digest('base64url');
  return `${clientId}\n${connectorId ?? ''}\n${digest}`;
}

export const itemIndexes = {
  oauthState: (stored) => stored.oauthState,
  connection: (stored) => connectionKey(stored.clientId, stored.item.connector?.id, stored.parameters),
  dataTag: (stored) => dataTagOf(stored.id),
} satisfies IndexesOf<StoredItem>;
