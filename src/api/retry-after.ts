// How long a 429 asks the client to wait, from its Retry-After and RateLimit-Reset headers.

/** Seconds, or an HTTP date (Retry-After only); undefined when absent or unreadable. */
function headerMs(value: string | null, allowDate: boolean, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // A date has a weekday and month name; without this, Date.parse reads "-5" as the year -5.
  if (!allowDate || !/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The smaller positive of the two waits: the interface's Retry-After is always 60 s, while
 * RateLimit-Reset says when this minute's counter actually resets. Zero when both say "now";
 * undefined when neither header is usable.
 */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const waits = [headerMs(headers.get('Retry-After'), true, now), headerMs(headers.get('RateLimit-Reset'), false, now)].filter(
    (ms): ms is number => ms !== undefined,
  );
  if (waits.length === 0) return undefined;
  const positive = waits.filter((ms) => ms > 0);
  return positive.length ? Math.min(...positive) : 0;
}
