// The first step: an ARIA combobox over the institutions, with a virtualized listbox, rows standing in for it while it loads, and the popular ones when nothing is found.
import type { Connector } from '../api/schemas/index.js';
import type { Flow } from '../flow/types.js';
import { ConnectorList, optionId } from './connector-list.js';
import { isOffline } from './connector-option.js';
import { SkeletonRows } from './skeleton-rows.js';
import * as css from './search-step.css.js';
import type { StepProps } from './step-props.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

const MOVES: Readonly<Record<string, Parameters<Flow['moveActive']>[0]>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** Long enough that a typist is not interrupted by every keystroke's count. */
const ANNOUNCE_DELAY_MS = 600;
/** A typist's gap between keys is shorter: logos new to the list show once the user stops. */
const LOGO_PAUSE_MS = 250;

/** Ids unique in the widget's shadow root (one search step at a time, but a new one per mount). */
let mounts = 0;

export class SearchStep extends View<StepProps> {
  #inputId = `ponte-search-${++mounts}`;
  #listboxId = `${this.#inputId}-list`;
  /** The query the last draw saw, and when it changed: logos wait until typing pauses. */
  #seenQuery: string | null = null;
  #changedAt = Number.NEGATIVE_INFINITY;
  #wake: ReturnType<typeof setTimeout> | undefined;
  /** The last draw held new logos back: a later one must show them, however long that draw took. */
  #logosWait = false;
  /** What the last announcement was decided from, and its pending timer. */
  #announcedFor = '';
  #announce: ReturnType<typeof setTimeout> | undefined;

  /** What the last draw showed: the keys and the announcement act on it (nothing reads it before the first draw). */
  #drawn!: { query: string; results: readonly Connector[]; loading: boolean; searching: boolean; active: number; popular: number };

  /** After each draw: a wake-up for the logos once typing pauses, and what the results are, announced. */
  protected override afterDraw(): void {
    const { t } = this.props;
    const { announce } = this.context;
    const { query, results, loading, searching, popular } = this.#drawn;
    clearTimeout(this.#wake);
    // On a slow device the pause may have passed while drawing: the wake-up then comes at once.
    if (this.#logosWait) this.#wake = setTimeout(() => this.forceUpdate(), this.#changedAt + LOGO_PAUSE_MS - Date.now());

    // Only compared with the last one: a comma in the query cannot make two different states read alike here.
    const decidedFrom = `${[loading, searching, results.length, t('search.heading'), query]}`;
    if (decidedFrom === this.#announcedFor) return;
    this.#announcedFor = decidedFrom;
    clearTimeout(this.#announce);
    if (loading) return announce(t('app.stepLoading'));
    if (!query.trim() || searching) return;
    this.#announce = setTimeout(() => {
      announce(results.length > popular ? t('search.results', { count: results.length }) : t('search.empty', { query }));
    }, ANNOUNCE_DELAY_MS);
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    clearTimeout(this.#wake);
    clearTimeout(this.#announce);
  }

  #choose = (connector: Connector): void => {
    if (isOffline(connector)) {
      this.context.announce(`${connector.name ?? ''}: ${this.props.t('search.offline')}`, 'assertive');
      return;
    }
    this.props.flow.selectConnector(connector.id);
  };

  #onKeyDown = (e: KeyboardEvent): void => {
    const { results, active } = this.#drawn;
    const move = MOVES[e.key];
    if (move) {
      if (results.length === 0) return;
      e.preventDefault();
      this.props.flow.moveActive(move);
      return;
    }
    const chosen = results[active];
    if (e.key === 'Enter' && chosen) {
      e.preventDefault();
      this.#choose(chosen);
    }
  };

  protected draw() {
    const { flow, t } = this.props;
    const query = this.read(flow.search.query);
    const results = this.read(flow.search.results);
    const activeIndex = this.read(flow.search.activeIndex);
    const loading = this.read(flow.search.loading);
    const popular = this.read(flow.search.popular);
    const hasResults = results.length > 0;
    // Nothing to show yet, but the server is still being asked: not "none found".
    const searching = this.read(flow.search.searching) && !hasResults;
    // -1 (none) stays -1.
    const active = activeIndex < results.length ? activeIndex : -1;
    this.#drawn = { query, results, loading, searching, active, popular };
    // Read while drawing, not after: a keystroke's own draw already knows, with no second one.
    if (this.#seenQuery !== null && this.#seenQuery !== query) this.#changedAt = Date.now();
    this.#seenQuery = query;
    const typingPaused = Date.now() - this.#changedAt >= LOGO_PAUSE_MS;
    this.#logosWait = !typingPaused;
    const inputId = this.#inputId;
    const listboxId = this.#listboxId;

    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('search.heading')}
        </h2>
        <div class={css.field}>
          <label for={inputId} class={css.label}>
            {t('search.label')}
          </label>
          <input
            id={inputId}
            class={css.input}
            type="text"
            role="combobox"
            autocomplete="off"
            autocapitalize="off"
            spellcheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={hasResults}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
            aria-busy={loading || searching}
            placeholder={t('search.placeholder')}
            value={query}
            onInput={(e) => flow.setQuery(e.currentTarget.value)}
            onKeyDown={this.#onKeyDown}
          />
        </div>
        {/* Nothing found: said, and the popular ones offered instead (the list has only them). */}
        {loading || searching ? (
          <SkeletonRows />
        ) : query.trim() && (!hasResults || popular) ? (
          <div>
            <p class={body}>{t('search.empty', { query })}</p>
            <p class={muted}>{t('search.emptyHint')}</p>
          </div>
        ) : null}
        {hasResults ? (
          <ConnectorList
            key={query}
            id={listboxId}
            connectors={results}
            popular={popular}
            activeIndex={active}
            deferLogos={!typingPaused}
            t={t}
            onChoose={this.#choose}
          />
        ) : null}
      </div>
    );
  }
}
