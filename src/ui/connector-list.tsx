// The virtualized listbox of institutions: only the rows in view (plus a margin) are in the DOM, the popular group and the rest each under its label.
import { Component, createRef } from 'preact';
import type { Connector } from '../api/schemas/index.js';
import type { Translate } from '../i18n/index.js';
import { ConnectorOption } from './connector-option.js';
import { LABEL_HEIGHT, OVERSCAN, ROW_HEIGHT, VISIBLE_ROWS } from './search-metrics.js';
import * as css from './search-step.css.js';
import { scrollTopToShow, virtualWindow } from './virtual-window.js';

export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;

type Props = {
  id: string;
  connectors: readonly Connector[];
  /** How many connectors, first, are the popular group: 0 for one list without labels. */
  popular: number;
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

  /** Where row `i` starts: below its group's label, and the first group's too. */
  #top(i: number): number {
    const { popular } = this.props;
    return i * ROW_HEIGHT + (popular && (i < popular ? LABEL_HEIGHT : 2 * LABEL_HEIGHT));
  }

  /** The active option scrolls into view when the keyboard moves it; scrolling by hand leaves it be. */
  #showActive(): void {
    const { activeIndex } = this.props;
    if (activeIndex < 0) return;
    const from = this.state.scrollTop;
    const at = this.#top(activeIndex);
    const top = scrollTopToShow(at, at + ROW_HEIGHT, this.#viewport(), from);
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
    const { id, connectors, popular, activeIndex, deferLogos, t, onChoose } = this.props;
    const count = connectors.length;
    const [start, end] = virtualWindow(count, ROW_HEIGHT, this.#viewport(), this.state.scrollTop, OVERSCAN);
    const rows = (from: number, to: number) =>
      connectors.slice(from, to).map((connector, i) => {
        const index = from + i;
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
      });
    /** A group with rows in the window, named by its label; the label's line is seen, the name is heard. */
    const group = (label: string, from: number, to: number) =>
      from < to && (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, which a fieldset is not
        <div role="group" aria-label={label}>
          <div class={css.groupLabel} aria-hidden="true">
            {label}
          </div>
          {rows(from, to)}
        </div>
      );
    return (
      <div
        ref={this.#box}
        id={id}
        role="listbox"
        class={css.listbox}
        aria-label={t('search.listLabel')}
        onScroll={(e) => this.setState({ scrollTop: e.currentTarget.scrollTop })}
      >
        {/* Sized to the whole list so the scrollbar is true; what is above the window is padding (inside that height: border-box, as every box in the app). */}
        <div
          role="none"
          style={{
            height: `${this.#top(count - 1) + ROW_HEIGHT}px`,
            paddingTop: `${this.#top(start) - (popular && LABEL_HEIGHT)}px`,
          }}
        >
          {popular
            ? [group(t('search.popular'), start, Math.min(end, popular)), group(t('search.listLabel'), Math.max(start, popular), end)]
            : rows(start, end)}
        </div>
      </div>
    );
  }
}
