// How the data routes find what a request names: the item in ?itemId=, a record by its id alone, a query value.
import type { Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { notFound, Problem } from '../../core/problem.js';
import type { Collection } from '../../core/store.js';
import { principalOf } from '../auth/credentials.js';
import { canReachItem } from '../auth/item-reach.js';
import { itemsOf, type StoredItem } from '../items/stored-item.js';
import { tagOfRecordId } from './data-tag.js';
import type { ItemData } from './item-data.js';
import { itemDataOf } from './item-data-cache.js';

/** The item in `?itemId=`: 400 without it, 404 if not the caller's, 403 out of a token's reach. */
export const queriedItemIn =
  (items: Collection<StoredItem, string>) =>
  (c: Context<SandboxEnv>): StoredItem => {
    const itemId = c.req.query('itemId');
    if (!itemId) throw new Problem(400, 'Query parameter itemId is required');
    const principal = principalOf(c);
    const stored = items.get(itemId);
    if (!stored || stored.clientId !== principal.clientId) throw notFound(`Item ${itemId}`);
    if (!canReachItem(principal, stored)) throw new Problem(403, 'Forbidden: this Connect Token cannot reach this item');
    return stored;
  };

/** A kept record by id, only when its item belongs to the caller's client. */
export const ownedIn =
  (items: Collection<StoredItem, string>) =>
  <T extends { itemId: string }>(c: Context<SandboxEnv>, collection: { get(id: string): T | undefined }, id: string, what: string): T => {
    const record = collection.get(id);
    const item = record ? items.get(record.itemId) : undefined;
    if (!record || !item || item.clientId !== principalOf(c).clientId) throw notFound(`${what} ${id}`);
    return record;
  };

/**
 * A record of an item's collected data by its id alone, among the caller's client's items. The
 * id's tag names the item (see data-tag.ts), so only that item's data is drawn, not every item's.
 */
export const collectedIn =
  (deps: SandboxDeps) =>
  <T>(c: Context<SandboxEnv>, id: string, what: string, pick: (data: ItemData, id: string) => T | undefined): { record: T; item: StoredItem } => {
    const clientId = principalOf(c).clientId;
    for (const item of itemsOf(deps.store).where('dataTag', tagOfRecordId(id))) {
      if (item.clientId !== clientId) continue;
      const record = pick(itemDataOf(deps, item), id);
      if (record !== undefined) return { record, item };
    }
    throw notFound(`${what} ${id}`);
  };

/** A non-empty query parameter. */
export const queryOf = (c: Context<SandboxEnv>, name: string): string | undefined => {
  const raw = c.req.query(name);
  return raw === '' ? undefined : raw;
};

/** A query parameter that must be one of `allowed`, when sent. */
export const oneOf = (name: string, raw: string | undefined, allowed: readonly string[]): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!allowed.includes(raw)) throw new Problem(400, `Query parameter ${name} must be one of ${allowed.join(', ')}`);
  return raw;
};
