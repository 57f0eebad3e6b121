// The search step's keyboard model: arrows wrap, Home/End jump, a new query clears the active option.
import { describe, expect, it } from 'vitest';
import { createSearch, nextActive } from './create-search.js';
import type { MoveTo } from './create-search.js';

describe('nextActive', () => {
  it.each<[number, number, MoveTo, number]>([
    [-1, 3, 'next', 0],
    [0, 3, 'next', 1],
    [2, 3, 'next', 0],
    [-1, 3, 'previous', 2],
    [0, 3, 'previous', 2],
    [2, 3, 'previous', 1],
    [1, 3, 'first', 0],
    [1, 3, 'last', 2],
    [-1, 0, 'next', -1],
    [5, 3, 'next', 0],
  ])('from %i of %i, %s → %i', (current, length, to, expected) => {
    expect(nextActive(current, length, to)).toBe(expected);
  });
});

describe('createSearch', () => {
  it('filters as the query changes and resets the active option', () => {
    const search = createSearch({ alphabetical: true });
    expect(search.loading.value).toBe(true);
    search.setConnectors([
      { id: 1, name: 'Itaú' },
      { id: 2, name: 'Inter' },
      { id: 3, name: 'Bradesco' },
    ]);
    search.moveActive('last');
    expect(search.activeIndex.value).toBe(2);
    expect(search.setQuery('i')).toBe(true);
    expect(search.setQuery('i')).toBe(false);
    expect(search.results.value.map((c) => c.name)).toEqual(['Inter', 'Itaú']);
    expect(search.activeIndex.value).toBe(-1);
    search.moveActive('next');
    expect(search.results.value[search.activeIndex.value]?.name).toBe('Inter');
    expect(search.byId(3)?.name).toBe('Bradesco');
  });

  it('searches connectors the server found after the list, until the list holds them itself', () => {
    const search = createSearch({ alphabetical: true });
    search.setConnectors([
      { id: 1, name: 'Banco Azul' },
      { id: 2, name: 'Itaú' },
    ]);
    search.setQuery('banco');
    search.addFound([
      { id: 1, name: 'Banco Azul' },
      { id: 9, name: 'Banco Verde' },
    ]);
    expect(search.results.value.map((c) => c.id)).toEqual([1, 9]);
    expect(search.byId(9)?.name).toBe('Banco Verde');
    search.setQuery('itau');
    expect(search.results.value.map((c) => c.id)).toEqual([2]);

    search.setConnectors([
      { id: 1, name: 'Banco Azul' },
      { id: 2, name: 'Itaú' },
      { id: 9, name: 'Banco Verde' },
    ]);
    search.setQuery('banco');
    expect(search.results.value.map((c) => c.id)).toEqual([1, 9]);
  });

  it('groups the popular ones while nothing is typed, and offers them alone once a search finds nothing, here or on the server', () => {
    const search = createSearch({ popular: [2] });
    search.setConnectors([
      { id: 1, name: 'Itaú' },
      { id: 2, name: 'Inter' },
    ]);
    const shown = () => [search.results.value.map((c) => c.name), search.popular.value];
    expect(shown()).toEqual([['Inter', 'Itaú'], 1]);
    search.setQuery('i');
    expect(shown()).toEqual([['Itaú', 'Inter'], 0]);
    search.setQuery('zzz');
    search.searching.value = true;
    expect(shown()).toEqual([[], 0]);
    search.searching.value = false;
    expect(shown()).toEqual([['Inter'], 1]);
    search.setQuery(' ');
    expect(shown()).toEqual([['Inter', 'Itaú'], 1]);
  });

  it('finds nothing and offers nothing when there is no popular group', () => {
    const search = createSearch({ popular: [] });
    search.setConnectors([{ id: 1, name: 'Itaú' }]);
    search.setQuery('zzz');
    expect([search.results.value, search.popular.value]).toEqual([[], 0]);
  });
});
