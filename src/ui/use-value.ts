// A view's reading of a flow value (a signal, or the stand-in flow's cell): its value now, and the view drawn again when it changes.
// The one link between the flow's signals and Preact: @preact/signals' own integration would cost
// the first screen 1.2 KB gzip for features the views do not use.
import type { Readable } from '../flow/readable.js';
import { useLayoutEffect, useState } from 'preact/hooks';

export function useValue<T>(source: Readable<T>): T {
  const [, redraw] = useState(0);
  // Not tracked: a view drawn while a signal effect runs must not become part of that effect.
  const value = source.peek();
  // subscribe() reports the current value at once: a change between drawing and now redraws too.
  useLayoutEffect(
    () =>
      source.subscribe((next) => {
        if (!Object.is(next, value)) redraw((count) => count + 1);
      }),
    [source, value],
  );
  return value;
}
