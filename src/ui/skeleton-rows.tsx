// Rows shaped like the institutions to come, while they (or the first step) load: no line of small grey text.
import { listbox, skeleton } from './search-step.css.js';

/** Decorative: the step's live region says what is loading. */
export const SkeletonRows = () => (
  <div class={listbox} aria-hidden="true">
    <div class={skeleton} />
    <div class={skeleton} />
    <div class={skeleton} />
  </div>
);
