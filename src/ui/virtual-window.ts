// Which rows of a long list of fixed-height rows to render, and where to scroll to keep one in view.

/** The rows in view and `overscan` more on each side, as [start, end). */
export function virtualWindow(count: number, rowHeight: number, viewportHeight: number, scrollTop: number, overscan: number): [number, number] {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  return [Math.min(count, Math.max(0, first - overscan)), Math.min(count, first + Math.ceil(viewportHeight / rowHeight) + 1 + overscan)];
}

/** The scrollTop that shows the span [top, bottom) whole, moving as little as possible. */
export const scrollTopToShow = (top: number, bottom: number, viewportHeight: number, scrollTop: number): number =>
  top < scrollTop ? top : bottom > scrollTop + viewportHeight ? Math.max(0, bottom - viewportHeight) : scrollTop;
