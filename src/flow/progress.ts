// The connecting screen's checklist: signing in, then each product the item collects, in the order a sync goes.
import { PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';
import type { Connector, Item } from '../api/schemas/index.js';

export type SyncStep = { product?: string; state: 'done' | 'active' | 'pending' };

/**
 * A status's place in the sync. Plural and underscores are dropped before comparing, so a product
 * names its step (CREDIT_CARDS, CREDITCARDS_IN_PROGRESS) and the public client's spelling of the
 * investment transactions step matches the interface's.
 */
const key = (status: string): string => status.replace(/S?_/g, '');
const placeOf = (status: string): number => PROGRESS_EXECUTION_STATUSES.findIndex((s) => key(s) === key(status));
/** Signing in runs until the MFA check ends: every status up to it is the first row. */
const SIGN_IN = placeOf('LOGIN_MFA_IN_PROGRESS');

/** The products the item collects (as it says, else its connector's), each a row after signing in. */
export function syncSteps(item: Item | undefined, connector: Connector): SyncStep[] {
  const listed: unknown = item?.products;
  const products = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : (connector.products ?? []);
  const status = item?.executionStatus ?? 'CREATING';
  let now = placeOf(status);
  // A step this widget does not know is past signing in; any other status is the end.
  if (now < 0) now = status.endsWith('_IN_PROGRESS') ? SIGN_IN + 0.5 : 99;
  const rows: { product?: string; at: number }[] = products
    .map((product) => ({ product, at: placeOf(`${product}_IN_PROGRESS`) }))
    .filter((row) => row.at > SIGN_IN)
    .sort((a, b) => a.at - b.at);
  return [{ at: SIGN_IN }, ...rows].map(({ product, at }) => ({
    product,
    state: now > at ? 'done' : now === at || (!product && now < at) ? 'active' : 'pending',
  }));
}
