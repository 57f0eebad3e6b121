// The inline frame's content height, reported when it changes, so the host sizes the iframe to it.

export type ObserveHeight = (target: HTMLElement, onHeight: (height: number) => void) => () => void;

/** Whole pixels, never the same value twice in a row: a layout pass that changes nothing says nothing. */
export function dedupeHeights(onHeight: (height: number) => void): (height: number) => void {
  let last: number | null = null;
  return (height) => {
    const rounded = Math.ceil(height);
    if (rounded === last) return;
    last = rounded;
    onHeight(rounded);
  };
}

/** ResizeObserver on the target; where it does not exist, the height is measured once. */
export const observeHeight: ObserveHeight = (target, onHeight) => {
  const measure = () => onHeight(target.getBoundingClientRect().height);
  const view = target.ownerDocument.defaultView;
  if (!view || typeof view.ResizeObserver !== 'function') {
    measure();
    return () => {};
  }
  const observer = new view.ResizeObserver(measure);
  observer.observe(target);
  return () => observer.disconnect();
};
