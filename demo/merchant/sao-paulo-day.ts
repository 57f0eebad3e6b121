// The calendar day an instant falls on in São Paulo (UTC-3, no daylight saving since 2019): the day boletos fall due and limits reset on.
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD. */
export const saoPauloDay = (ms: number): string => new Date(ms + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after a YYYY-MM-DD day. */
export const dayAfter = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
