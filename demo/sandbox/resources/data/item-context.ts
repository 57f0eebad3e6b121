// What every generator needs to know about an item: owner, institution, products, days covered, and the tag of its ids.
import { seeded } from '../../core/random.js';
import type { StoredItem } from '../items/stored-item.js';
import { dataTagOf } from './data-tag.js';
import { dayNumber } from './dates.js';
import { type Owner, ownerOf } from './owner.js';
import type { SyncMark } from './sync-marks.js';

export type ItemContext = {
  itemId: string;
  /** Begins every id of the item's records (see data-tag.ts). */
  idTag: string;
  connectorName: string;
  connectorType: string;
  business: boolean;
  isOpenFinance: boolean;
  owner: Owner;
  nowMs: number;
  nowIso: string;
  /** First day (days since the epoch) the statements cover. */
  firstDay: number;
  /** The item's products, or its connector's when it names none. */
  requested: readonly string[];
  /** Products to produce: the requested ones minus the failed ones. */
  products: ReadonlySet<string>;
};

/** The products an item asks for now: its own, or its connector's when it names none. */
export const requestedProducts = (stored: StoredItem): readonly string[] => stored.item.products ?? stored.item.connector?.products ?? [];

/** The item as the sync of `mark` saw it. */
export function itemContext(stored: StoredItem, mark: SyncMark): ItemContext {
  const connector = stored.item.connector;
  const nowMs = mark.atMs;
  const createdMs = Date.parse(stored.item.createdAt ?? '');
  // 60 to 90 days before the item was connected; later syncs add the days since.
  const historyDays = seeded(`${stored.id}|history`).int(60, 90);
  const connectorType = connector?.type ?? 'PERSONAL_BANK';
  const business = connectorType === 'BUSINESS_BANK';
  return {
    itemId: stored.id,
    idTag: dataTagOf(stored.id),
    connectorName: connector?.name ?? 'Sandbox Bank',
    connectorType,
    business,
    isOpenFinance: connector?.isOpenFinance === true,
    owner: ownerOf(stored.id, business),
    nowMs,
    nowIso: new Date(nowMs).toISOString(),
    firstDay: dayNumber(Number.isFinite(createdMs) ? Math.min(createdMs, nowMs) : nowMs) - historyDays,
    requested: mark.requested,
    products: new Set(mark.requested.filter((product) => !mark.failed.includes(product))),
  };
}
