// Moves focus to a later step's heading when the step appears, so keyboard and screen-reader users
// land on it (the first screen's views do the same through view.ts).
import { useContext, useLayoutEffect, useRef } from 'preact/hooks';
import { ViewContext } from './view-context.js';

export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const { mayTakeFocus } = useContext(ViewContext);
  // Layout effect: focus moves in the same frame the step is drawn, not a frame later.
  useLayoutEffect(() => {
    // Steps are keyed by name in the app, so mounting is exactly "the step changed".
    if (mayTakeFocus()) ref.current?.focus();
  }, [mayTakeFocus]);
  return ref;
}
