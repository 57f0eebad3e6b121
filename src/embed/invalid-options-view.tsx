// Reports why the element refused its options: painted in place of the widget, to onError and as a
// DOM event. It comes with the option check, in the engine, so the first screen carries none of it.
import { render } from 'preact';
import { DOM_EVENTS, dispatchWidgetEvent } from './dom-events.js';
import { lightTheme } from '../theme/light.css.js';
import { root } from './host.css.js';
import * as css from './invalid-options.css.js';
import type { InvalidOptions } from './option-errors.js';

/** `tag`: the element's name, so a developer sees which element refused what; `onError`: the element's, as given. */
export function reportInvalidOptions(element: HTMLElement, shadow: ShadowRoot, tag: string, error: InvalidOptions, onError: unknown): void {
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
  const payload = { message: error.message, code: error.code, option: error.option };
  if (typeof onError === 'function') onError(payload);
  dispatchWidgetEvent(element, DOM_EVENTS.error, payload);
}
