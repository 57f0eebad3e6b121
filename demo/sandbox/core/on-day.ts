// Work that falls due on a calendar day: at its first moment in São Paulo, on the sandbox's clock.
import type { Clock } from './clock.js';

/** 00:00 in São Paulo (UTC-3 all year) of a "YYYY-MM-DD" day, in milliseconds since the epoch. */
export const startOfBrazilDay = (day: string): number => Date.parse(`${day}T00:00:00-03:00`);

/**
 * Runs `fn` when `day` begins in São Paulo, or after `soonest` ms when that moment is nearer or
 * past, so that what is due today still happens after the answer that scheduled it. The answer cancels it.
 */
export function onDay(clock: Clock, day: string, fn: () => void, soonest = 0): () => void {
  return clock.after(Math.max(soonest, startOfBrazilDay(day) - clock.now()), fn);
}
