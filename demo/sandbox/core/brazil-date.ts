// Calendar dates as a Brazilian bank counts them: in São Paulo time (UTC-3 all year since 2019).
import type { Context } from 'hono';
import { Problem } from './problem.js';

const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "YYYY-MM-DD" of an instant, in São Paulo. */
export const brazilDate = (ms: number): string => new Date(ms + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A strict "YYYY-MM-DD" that names a real day, or null. */
export function parseDateOnly(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : text;
}

/** The São Paulo calendar day of a date or date-time text, or null when it is not one. */
export function calendarDay(text: string): string | null {
  const dateOnly = parseDateOnly(text);
  if (dateOnly) return dateOnly;
  // A date-time without an offset would be read in this machine's zone; require one.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : brazilDate(ms);
}

/** A `from`/`to` style query parameter as a São Paulo calendar day; 400 when it is not a date. */
export function readDay(c: Context, name: string): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const day = calendarDay(raw);
  if (!day) throw new Problem(400, `Query parameter ${name} must be a date (YYYY-MM-DD) or a date-time with an offset`);
  return day;
}
