// The virtualized listbox of institutions: only the rows in view (plus a margin) are in the DOM.
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Connector } from '../api/schemas/index.js';
import type { Translate } from '../i18n/index.js';
import { ConnectorOption } from './connector-option.js';
import { OVERSCAN, ROW_HEIGHT, VISIBLE_ROWS } from './search-metrics.js';
import * as css from './search-step.css.js';
import { scrollTopToShow, virtualWindow } from './virtual-window.js';

export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;

type Props = {
  id: string;
  connectors: readonly Connector[];
  activeIndex: number;
  /** The user is typing: new logos wait for a pause. */
  deferLogos: boolean;
  t: Translate;
  onChoose: (connector: Connector) => void;
};

/** A new list (a new query) is a new mount, keyed by its parent: it starts at its top. */
export function ConnectorList({ id, connectors, activeIndex, deferLogos, t, onChoose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // What the last render drew from: the keyboard's scroll starts from it, without re-running on a wheel scroll.
  const drawnScrollTop = useRef(0);
  drawnScrollTop.current = scrollTop;
  // The styles cap the box at VISIBLE_ROWS rows; capping here too keeps the window small before
  // styles apply (the list would otherwise measure its full length), and where layout is not measured.
  const viewport = useCallback((): number => Math.min(ref.current?.clientHeight || Infinity, ROW_HEIGHT * VISIBLE_ROWS), []);

  // The active option scrolls into view when the keyboard moves it; scrolling by hand leaves it be.
  useLayoutEffect(() => {
    if (activeIndex < 0) return;
    const from = drawnScrollTop.current;
    const top = scrollTopToShow(activeIndex, ROW_HEIGHT, viewport(), from);
    if (top === from) return;
    setScrollTop(top);
    if (ref.current && ref.current.scrollTop !== top) ref.current.scrollTop = top;
  }, [activeIndex, viewport]);

  const count = connectors.length;
  const win = virtualWindow({ count, rowHeight: ROW_HEIGHT, viewportHeight: viewport(), scrollTop, overscan: OVERSCAN });
  const rows = connectors.slice(win.start, win.end);

  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      class={css.listbox}
      aria-label={t('search.listLabel')}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      {/* Sized to the whole list so the scrollbar is true; the rows above the window are padding. */}
      <div role="none" class={css.rows} style={{ height: `${count * ROW_HEIGHT}px`, paddingTop: `${win.padTop}px` }}>
        {rows.map((connector, i) => {
          const index = win.start + i;
          return (
            <ConnectorOption
              key={connector.id}
              id={optionId(id, index)}
              connector={connector}
              index={index}
              count={count}
              active={index === activeIndex}
              deferLogos={deferLogos}
              t={t}
              onChoose={onChoose}
            />
          );
        })}
      </div>
    </div>
  );
}
