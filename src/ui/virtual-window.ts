// Which rows of a long fixed-height list to render, and where to scroll to keep one in view.
export type VirtualWindow = {
  /** First rendered index. */
  start: number;
  /** One past the last rendered index. */
  end: number;
  /** Space standing in for the rows above the rendered ones. */
  padTop: number;
};

export function virtualWindow(options: {
  count: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  overscan: number;
}): VirtualWindow {
  const { count, rowHeight, viewportHeight, scrollTop, overscan } = options;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, padTop: start * rowHeight };
}

/** The scrollTop that shows row `index` whole, moving as little as possible. */
export function scrollTopToShow(index: number, rowHeight: number, viewportHeight: number, scrollTop: number): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}
