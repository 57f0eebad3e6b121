// The virtualized listbox of institutions: only the rows in view (plus a margin) are in the DOM.
import { Component, createRef } from 'preact';
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

type State = { scrollTop: number };

/** A new list (a new query) is a new mount, keyed by its parent: it starts at its top. */
export class ConnectorList extends Component<Props, State> {
  override state: State = { scrollTop: 0 };
  #box = createRef<HTMLDivElement>();

  /**
   * The styles cap the box at VISIBLE_ROWS rows; capping here too keeps the window small before
   * styles apply (the list would otherwise measure its full length), and where layout is not measured.
   */
  #viewport(): number {
    return Math.min(this.#box.current?.clientHeight || Infinity, ROW_HEIGHT * VISIBLE_ROWS);
  }

  /** The active option scrolls into view when the keyboard moves it; scrolling by hand leaves it be. */
  #showActive(): void {
    const { activeIndex } = this.props;
    if (activeIndex < 0) return;
    const from = this.state.scrollTop;
    const top = scrollTopToShow(activeIndex * ROW_HEIGHT, (activeIndex + 1) * ROW_HEIGHT, this.#viewport(), from);
    if (top === from) return;
    this.setState({ scrollTop: top });
    const box = this.#box.current;
    if (box && box.scrollTop !== top) box.scrollTop = top;
  }

  override componentDidMount(): void {
    this.#showActive();
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.activeIndex !== this.props.activeIndex) this.#showActive();
  }

  override render() {
    const { id, connectors, activeIndex, deferLogos, t, onChoose } = this.props;
    const count = connectors.length;
    const [start, end] = virtualWindow(count, ROW_HEIGHT, this.#viewport(), this.state.scrollTop, OVERSCAN);
    const rows = connectors.slice(start, end);
    return (
      <div
        ref={this.#box}
        id={id}
        role="listbox"
        class={css.listbox}
        aria-label={t('search.listLabel')}
        onScroll={(e) => this.setState({ scrollTop: e.currentTarget.scrollTop })}
      >
        {/* Sized to the whole list so the scrollbar is true; the rows above the window are padding (inside that height: border-box, as every box in the app). */}
        <div role="none" style={{ height: `${count * ROW_HEIGHT}px`, paddingTop: `${start * ROW_HEIGHT}px` }}>
          {rows.map((connector, i) => {
            const index = start + i;
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
}
