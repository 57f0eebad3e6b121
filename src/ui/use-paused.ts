// Whether a value has held still for `ms`: work that can wait (logos while the user types) waits for a pause.
import { useEffect, useRef, useState } from 'preact/hooks';

export function usePaused(value: unknown, ms: number): boolean {
  const seen = useRef(value);
  const changedAt = useRef(Number.NEGATIVE_INFINITY);
  const [, wake] = useState(0);
  // Read during render, not in an effect: a keystroke's own render already knows, with no second one.
  if (seen.current !== value) {
    seen.current = value;
    changedAt.current = Date.now();
  }
  const paused = Date.now() - changedAt.current >= ms;
  // After every render: the wake-up is always set from the latest change.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => wake((n) => n + 1), changedAt.current + ms - Date.now());
    return () => clearTimeout(timer);
  });
  return paused;
}
