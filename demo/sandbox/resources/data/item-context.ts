// What every generator needs to know about an item: owner, institution, products, days covered.
import type { StoredItem } from '../items/stored-item.js';
import { dayNumber } from './dates.js';
import { ownerOf, type Owner } from './owner.js';
import { seeded } from '../../core/random.js';

export type ItemContext = {
  itemId: string;
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

export function itemContext(stored: StoredItem, nowMs: number, failedProducts: readonly string[] = []): ItemContext {
  const connector = stored.item.connector;
  const requested = stored.item.products ?? connector?.products ?? [];
  const failed = new Set(failedProducts);
  const createdMs = Date.parse(stored.item.createdAt ?? '');
  // 60 to 90 days before the item was connected; later syncs add the days since.
  const historyDays = seeded(`${stored.id}|history`).int(60, 90);
  const connectorType = connector?.type ?? 'PERSONAL_BANK';
  const business = connectorType === 'BUSINESS_BANK';
  return {
    itemId: stored.id,
    connectorName: connector?.name ?? 'Sandbox Bank',
    connectorType,
    business,
    isOpenFinance: connector?.isOpenFinance === true,
    owner: ownerOf(stored.id, business),
    nowMs,
    nowIso: new Date(nowMs).toISOString(),
    firstDay: dayNumber(Number.isFinite(createdMs) ? Math.min(createdMs, nowMs) : nowMs) - historyDays,
    requested,
    products: new Set(requested.filter((product) => !failed.has(product))),
  };
}
