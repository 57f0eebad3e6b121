// How far along an item's sync is, by its executionStatus, for the connecting screen's bar.
import { PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';

/**
 * Each status in the order a sync goes through them; the percentage grows with the position. The
 * public client's spelling of the investment transactions step sits beside the interface's.
 */
const STEPS: readonly string[] = PROGRESS_EXECUTION_STATUSES.flatMap((status) =>
  status === 'INVESTMENT_TRANSACTIONS_IN_PROGRESS' ? [status, 'INVESTMENTS_TRANSACTIONS_IN_PROGRESS'] : [status],
);

/** From 5% (just started) to 95%: 100% is kept for the end, whatever the product list. */
const percentAt = (position: number): number => Math.round(5 + (90 * position) / (STEPS.length - 1));

/** A product step not listed is halfway; any other status is an end state (100%). */
export function progressOf(executionStatus: string | undefined): number {
  if (executionStatus === undefined) return 5;
  const position = STEPS.indexOf(executionStatus);
  if (position >= 0) return percentAt(position);
  return executionStatus.endsWith('_IN_PROGRESS') ? 50 : 100;
}
