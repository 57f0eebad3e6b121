// Moves focus to a step's heading when the step appears, so keyboard and screen-reader users land on it.
import { useContext, useLayoutEffect, useRef } from 'preact/hooks';
import { FocusPolicy } from './focus-policy.js';

export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const mayTakeFocus = useContext(FocusPolicy);
  // Layout effect: focus moves in the same frame the step is drawn, not a frame later.
  useLayoutEffect(() => {
    // Steps are keyed by name in the app, so mounting is exactly "the step changed".
    if (mayTakeFocus()) ref.current?.focus();
  }, [mayTakeFocus]);
  return ref;
}
