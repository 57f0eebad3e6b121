// The consent of an open-finance item: its products, the permissions they need, a year's validity.
import type { OpenFinancePermission } from '../../../../src/api/schemas/index.js';
import { DAY_MS } from './dates.js';
import type { ItemContext } from './item-context.js';
import { seeded } from '../../core/random.js';
import type { ConsentRecord } from './records.js';

const PERMISSIONS_BY_PRODUCT: Record<string, readonly OpenFinancePermission[]> = {
  IDENTITY: ['REGISTRATION_ALL', 'REGISTRATION_IDENTIFICATIONS', 'REGISTRATION_QUALIFICATIONS', 'REGISTRATION_FINANCIAL_RELATIONS'],
  ACCOUNTS: ['ACCOUNTS_ALL', 'ACCOUNTS_LIST', 'ACCOUNTS_BALANCES', 'ACCOUNTS_LIMITS'],
  CREDIT_CARDS: ['CREDIT_CARDS_ALL', 'CREDIT_CARDS_LIST', 'CREDIT_CARDS_LIMITS', 'CREDIT_CARDS_BILLS'],
  LOANS: ['CREDIT_OPERATIONS_ALL'],
  INVESTMENTS: ['INVESTMENTS_ALL'],
};

/** The permissions a set of products needs; transactions are asked per kind of account. */
export function permissionsFor(products: readonly string[]): OpenFinancePermission[] {
  const has = new Set(products);
  const granted = new Set<OpenFinancePermission>();
  for (const product of products) for (const permission of PERMISSIONS_BY_PRODUCT[product] ?? []) granted.add(permission);
  if (has.has('TRANSACTIONS') && has.has('ACCOUNTS')) granted.add('ACCOUNTS_TRANSACTIONS');
  if (has.has('TRANSACTIONS') && has.has('CREDIT_CARDS')) granted.add('CREDIT_CARDS_TRANSACTIONS');
  return [...granted];
}

// 365 days, the same year the item's consentExpiresAt is given.
const oneYearAfter = (ms: number): string => new Date(ms + 365 * DAY_MS).toISOString();

const sameProducts = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Consents to write for an item. The current consent stays while the products are the same;
 * a change of products revokes it and records a new one, as a new authorization would.
 */
export function consentsFor(ctx: ItemContext, existing: readonly ConsentRecord[]): ConsentRecord[] {
  if (!ctx.isOpenFinance) return [];
  const current = existing.find((consent) => consent.revokedAt == null);
  if (current && sameProducts(current.products, ctx.requested)) return [];
  const revoked = current ? [{ ...current, revokedAt: ctx.nowIso }] : [];
  const fresh: ConsentRecord = {
    id: seeded(`${ctx.itemId}|consent|${existing.length}`).uuid(),
    itemId: ctx.itemId,
    products: [...ctx.requested],
    openFinancePermissionsGranted: permissionsFor(ctx.requested),
    createdAt: ctx.nowIso,
    expiresAt: oneYearAfter(ctx.nowMs),
    revokedAt: null,
  };
  return [...revoked, fresh];
}
