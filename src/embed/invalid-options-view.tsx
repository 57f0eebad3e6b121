// Paints why the element refused its options, in place of the widget: it comes with the option check, in the engine.
import { render } from 'preact';
import { lightTheme } from '../theme/light.css.js';
import { root } from './host.css.js';
import * as css from './invalid-options.css.js';
import type { InvalidOptions } from './option-errors.js';

/** `tag`: the element's name, so a developer sees which element refused what. */
export function paintInvalidOptions(shadow: ShadowRoot, tag: string, error: InvalidOptions): void {
  render(
    <div class={`${root} ${lightTheme}`}>
      <div role="alert" class={css.optionError}>
        <p class={css.optionErrorTitle}>
          {tag}: {error.code}
        </p>
        <p class={css.optionErrorText}>{error.message}</p>
      </div>
    </div>,
    shadow,
  );
}
