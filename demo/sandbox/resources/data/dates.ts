// Day arithmetic in UTC, the calendar every generated date is laid on.
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch: a stable key for "that day" across syncs. */
export const dayNumber = (ms: number): number => Math.floor(ms / DAY_MS);

export const dayStart = (day: number): number => day * DAY_MS;

export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** Midnight UTC of `dayOfMonth` in the month containing `ms`, shifted by `months`. */
export function dayOfMonth(ms: number, day: number, months = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day);
}
