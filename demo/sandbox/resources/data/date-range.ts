// The `from` and `to` query filters of list endpoints: a day (YYYY-MM-DD) or an ISO date-time.
import { DAY_MS } from './dates.js';

export type DateRange = { fromMs: number; toMs: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Either bound may be missing; a day as `to` covers that whole day. */
export function parseDateRange(from: string | undefined, to: string | undefined): DateRange | { error: string } {
  const read = (name: string, raw: string | undefined, fallback: number, endOfDay: boolean): number | string => {
    if (raw === undefined || raw === '') return fallback;
    const ms = Date.parse(DAY.test(raw) ? `${raw}T00:00:00.000Z` : raw);
    if (!Number.isFinite(ms)) return `Query parameter ${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`;
    return endOfDay && DAY.test(raw) ? ms + DAY_MS - 1 : ms;
  };
  const fromMs = read('from', from, -Infinity, false);
  if (typeof fromMs === 'string') return { error: fromMs };
  const toMs = read('to', to, Infinity, true);
  if (typeof toMs === 'string') return { error: toMs };
  if (fromMs > toMs) return { error: 'Query parameter from must not be after to' };
  return { fromMs, toMs };
}
