// The virtualized listbox of institutions: only the rows in view (plus a margin) are in the DOM.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Connector } from '../api/schemas';
import type { Translate } from '../i18n';
import { ConnectorOption } from './connector-option';
import { OVERSCAN, ROW_HEIGHT, VISIBLE_ROWS } from './search-metrics';
import * as css from './search-step.css';
import { scrollTopToShow, virtualWindow } from './virtual-window';

export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;

type Props = {
  id: string;
  connectors: readonly Connector[];
  activeIndex: number;
  /** Changes when the list is a new one (a new query): the list goes back to its top. */
  resetKey: string;
  t: Translate;
  onChoose: (connector: Connector) => void;
};

export function ConnectorList({ id, connectors, activeIndex, resetKey, t, onChoose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // The styles cap the box at VISIBLE_ROWS rows; capping here too keeps the window small before
  // styles apply (the list would otherwise measure its full length), and where layout is not measured.
  const viewport = (): number => Math.min(ref.current?.clientHeight || Infinity, ROW_HEIGHT * VISIBLE_ROWS);

  const scrollTo = (top: number): void => {
    setScrollTop(top);
    if (ref.current && ref.current.scrollTop !== top) ref.current.scrollTop = top;
  };

  useLayoutEffect(() => scrollTo(0), [resetKey]);

  useLayoutEffect(() => {
    if (activeIndex < 0) return;
    const top = scrollTopToShow(activeIndex, ROW_HEIGHT, viewport(), scrollTop);
    if (top !== scrollTop) scrollTo(top);
  }, [activeIndex]);

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
              t={t}
              onChoose={onChoose}
            />
          );
        })}
      </div>
    </div>
  );
}
