// The search step's state: query, ranked results and the keyboard's active option, on observable cells.
import type { Connector } from '../../api/schemas/index.js';
import { derived } from '../derived.js';
import { type Cell, cell } from '../../state/cell.js';
import type { SearchView } from '../types.js';
import { normalize } from './normalize.js';
import { createSearchIndex } from './search-index.js';
import type { SearchOrder } from './search-index.js';

export type MoveTo = 'next' | 'previous' | 'first' | 'last';

export type Search = SearchView & {
  loading: Cell<boolean>;
  searching: Cell<boolean>;
  /** Replaces the connector list (pages arrive one by one); the query is kept. */
  setConnectors(connectors: readonly Connector[]): void;
  /** Connectors the server found by name that the list lacks: searched too, after the list's. */
  addFound(connectors: readonly Connector[]): void;
  /** Answers whether the query changed. */
  setQuery(query: string): boolean;
  moveActive(to: MoveTo): void;
  /** Any loaded or found connector, searched or not. */
  byId(id: number): Connector | undefined;
};

/** Where the active option goes; the list wraps around, as arrow keys in a listbox usually do. From none (or past the end), next is the first and previous the last. */
export function nextActive(current: number, length: number, to: MoveTo): number {
  const last = length - 1;
  const lost = current < 0 || current > last;
  const next = lost || current === last ? 0 : current + 1;
  const previous = lost || current === 0 ? last : current - 1;
  return last < 0 ? -1 : to === 'first' ? 0 : to === 'last' ? last : to === 'next' ? next : previous;
}

export function createSearch(order: SearchOrder): Search {
  const query = cell('');
  const index = cell(createSearchIndex([], order));
  /** A small index of its own, so a keystroke scans the list once, as before, and these few. */
  const foundIndex = cell(createSearchIndex([], order));
  const loading = cell(true);
  const searching = cell(false);
  const activeIndex = cell(-1);
  const byId = new Map<number, Connector>();
  const found = new Map<number, Connector>();
  /** The popular group alone: what a search that finds nothing offers instead, once the server found none too. */
  const head = derived([index], () => index.peek().all.slice(0, index.peek().popular));
  const results = derived([query, index, foundIndex, searching], () => {
    const listed = index.peek().search(query.peek());
    const more = foundIndex.peek().search(query.peek());
    const all = more.length > 0 ? listed.concat(more) : listed;
    return all.length > 0 || searching.peek() ? all : head.peek();
  });

  function setFound(): void {
    foundIndex.value = createSearchIndex([...found.values()], order);
    if (activeIndex.peek() >= results.peek().length) activeIndex.value = -1;
  }

  return {
    query,
    results,
    popular: derived([query, results], () => (normalize(query.peek()) && results.peek() !== head.peek() ? 0 : index.peek().popular)),
    activeIndex,
    loading,
    searching,
    setConnectors(connectors) {
      byId.clear();
      for (const c of connectors) byId.set(c.id, c);
      index.value = createSearchIndex(connectors, order);
      // Found before its page came in: listed once, where the list puts it.
      for (const [id, c] of found) {
        if (byId.has(id)) found.delete(id);
        else byId.set(id, c);
      }
      setFound();
    },
    addFound(connectors) {
      const fresh = connectors.filter((c) => !byId.has(c.id));
      for (const c of fresh) {
        found.set(c.id, c);
        byId.set(c.id, c);
      }
      if (fresh.length > 0) setFound();
    },
    setQuery(next) {
      if (next === query.peek()) return false;
      query.value = next;
      // A new query is a new list: the old active position would point at another connector.
      activeIndex.value = -1;
      return true;
    },
    moveActive(to) {
      activeIndex.value = nextActive(activeIndex.peek(), results.peek().length, to);
    },
    byId: (id) => byId.get(id),
  };
}
