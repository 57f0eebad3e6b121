// The search step's state: query, ranked results and the keyboard's active option, on signals.
import { computed, signal } from '@preact/signals-core';
import type { Connector } from '../../api/schemas/index.js';
import type { SearchView } from '../types.js';
import { createSearchIndex } from './search-index.js';
import type { SearchOrder } from './search-index.js';

export type MoveTo = 'next' | 'previous' | 'first' | 'last';

export type Search = SearchView & {
  /** Replaces the connector list (pages arrive one by one); the query is kept. */
  setConnectors(connectors: readonly Connector[]): void;
  setLoading(loading: boolean): void;
  /** Answers whether the query changed. */
  setQuery(query: string): boolean;
  moveActive(to: MoveTo): void;
  /** Any loaded connector, searched or not. */
  byId(id: number): Connector | undefined;
};

/** Where the active option goes; the list wraps around, as arrow keys in a listbox usually do. */
export function nextActive(current: number, length: number, to: MoveTo): number {
  if (length === 0) return -1;
  switch (to) {
    case 'first':
      return 0;
    case 'last':
      return length - 1;
    case 'next':
      return current < 0 || current >= length - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 || current >= length ? length - 1 : current - 1;
  }
}

export function createSearch(order: SearchOrder): Search {
  const query = signal('');
  const index = signal(createSearchIndex([], order));
  const loading = signal(true);
  const activeIndex = signal(-1);
  const byId = new Map<number, Connector>();
  const results = computed(() => index.value.search(query.value));

  return {
    query,
    results,
    activeIndex,
    loading,
    setConnectors(connectors) {
      byId.clear();
      for (const c of connectors) byId.set(c.id, c);
      index.value = createSearchIndex(connectors, order);
      if (activeIndex.peek() >= results.peek().length) activeIndex.value = -1;
    },
    setLoading(value) {
      loading.value = value;
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
