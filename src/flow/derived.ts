// A value computed from cells and kept in step with them, as views read it: the flow's few derived
// values (search results, whether back is offered) need no signals library.
import { type Readable, cell } from '../state/cell.js';

/** `compute` runs now and again whenever one of `inputs` changes; followers hear only real changes. */
export function derived<T>(inputs: readonly Readable<unknown>[], compute: () => T): Readable<T> {
  const out = cell(compute());
  for (const input of inputs)
    input.subscribe(() => {
      out.value = compute();
    });
  return out;
}
