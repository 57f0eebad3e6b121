// A later step's reading of a flow value (a cell, src/flow/readable.ts): its value now, and the view
// drawn again when it changes. The first screen's views read values through view.ts instead.
import type { Readable } from '../flow/readable.js';
import { useLayoutEffect, useState } from 'preact/hooks';

export function useValue<T>(source: Readable<T>): T {
  const [, redraw] = useState(0);
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
