// The movements of a list in newest-first order that fall between two instants, found by halving rather than by reading them all.
import type { TransactionRecord } from './records.js';

/** The first index whose movement is at or before `ms` (list newest first); the length when none is. */
function firstAtOrBefore(list: readonly TransactionRecord[], ms: number, strictly: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = Date.parse(list[middle]?.date ?? '');
    if (strictly ? at < ms : at <= ms) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The movements dated within [fromMs, toMs], in the list's order. */
export function withinDates(list: readonly TransactionRecord[], fromMs: number, toMs: number): readonly TransactionRecord[] {
  if (fromMs > toMs) return [];
  return list.slice(firstAtOrBefore(list, toMs, false), firstAtOrBefore(list, fromMs, true));
}
