// The first step: an ARIA combobox over the institutions, with a virtualized listbox.
import { useEffect, useId } from 'preact/hooks';
import type { Connector } from '../api/schemas/index.js';
import { cell } from '../flow/readable.js';
import type { Flow } from '../flow/types.js';
import { useAnnounce } from './announcer.js';
import { ConnectorList, optionId } from './connector-list.js';
import { isOffline } from './connector-option.js';
import * as css from './search-step.css.js';
import type { StepProps } from './step-props.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';
import { usePaused } from './use-paused.js';
import { useValue } from './use-value.js';

const MOVES: Readonly<Record<string, Parameters<Flow['moveActive']>[0]>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The search of a flow that never asks the server. */
const NEVER = cell(false);

/** Long enough that a typist is not interrupted by every keystroke's count. */
const ANNOUNCE_DELAY_MS = 600;
/** A typist's gap between keys is shorter: logos new to the list show once the user stops. */
const LOGO_PAUSE_MS = 250;

export function SearchStep({ flow, t }: StepProps) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  const inputId = useId();
  const listboxId = useId();
  const query = useValue(flow.search.query);
  const typingPaused = usePaused(query, LOGO_PAUSE_MS);
  const results = useValue(flow.search.results);
  const activeIndex = useValue(flow.search.activeIndex);
  const loading = useValue(flow.search.loading);
  const hasResults = results.length > 0;
  // Nothing to show yet, but the server is still being asked: not "none found".
  const searching = useValue(flow.search.searching ?? NEVER) && !hasResults;
  const active = activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;

  useEffect(() => {
    if (loading) {
      announce(t('search.loading'));
      return;
    }
    if (!query.trim() || searching) return;
    const timer = setTimeout(() => {
      announce(hasResults ? t('search.results', { count: results.length }) : t('search.empty', { query }));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, searching, query, hasResults, results.length, announce, t]);

  const choose = (connector: Connector): void => {
    if (isOffline(connector)) {
      announce(`${connector.name ?? ''}: ${t('search.offline')}`, 'assertive');
      return;
    }
    flow.selectConnector(connector.id);
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    const move = MOVES[e.key];
    if (move) {
      if (!hasResults) return;
      e.preventDefault();
      flow.moveActive(move);
      return;
    }
    const chosen = results[active];
    if (e.key === 'Enter' && chosen) {
      e.preventDefault();
      choose(chosen);
    }
  };

  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('search.heading')}
      </h2>
      <div>
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
          onKeyDown={onKeyDown}
        />
      </div>
      {loading || searching ? <p class={muted}>{t('search.loading')}</p> : null}
      {hasResults ? (
        <ConnectorList key={query} id={listboxId} connectors={results} activeIndex={active} deferLogos={!typingPaused} t={t} onChoose={choose} />
      ) : null}
      {!loading && !searching && !hasResults && query.trim() ? (
        <div>
          <p class={body}>{t('search.empty', { query })}</p>
          <p class={muted}>{t('search.emptyHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
