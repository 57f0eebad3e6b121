// An item as the sandbox keeps it: the public Item plus what only the server may know.
import type { Item } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';
import type { SandboxFlow } from '../connectors/catalogue.js';
import type { SyncMark } from '../data/sync-marks.js';

export type StoredItem = {
  id: string;
  /** The client (API Key owner) the item belongs to. */
  clientId: string;
  /** Id of the Connect Token that created the item, which may reach it afterwards. */
  createdByToken?: string;
  flow: SandboxFlow;
  /** Credentials, kept with the item (in the file too, on a SQLite store) so PATCH without parameters can re-sync. Never served. */
  parameters: Record<string, string> | string;
  /** Secret of the pending OAuth consent page link. */
  oauthState?: string;
  /** Outcome of the consent page: set by the decision, read by the sync. */
  oauthDecision?: 'authorized' | 'denied';
  /** Bumped by every execution so the scheduled steps of an older execution do nothing. */
  execution: number;
  /** Failed OUTDATED auto-sync retries (at most 5, one hour apart, then auto-sync stops). */
  outdatedRetries: number;
  /** Each sync that collected data, oldest first: the data is drawn from them on each read. */
  syncs: SyncMark[];
  /** The public shape, as GET /items/{id} answers it. */
  item: Item;
};

export const itemsOf = (store: Store) => store.collection('items');
