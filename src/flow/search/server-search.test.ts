// The server's name search: once typing pauses, stale requests aborted, and "searching" true only while one is due.
import { describe, expect, it } from 'vitest';
import { sleep as realSleep } from '../../api/sleep.js';
import type { Connector } from '../../api/schemas/index.js';
import { connector } from '../../api/testing/fixtures.js';
import { createServerSearch } from './server-search.js';

/** A server search whose requests are recorded and answered by `answer`. */
function harness(answer: (name: string, signal: AbortSignal) => Promise<readonly Connector[]> = async (name) => [connector({ name })]) {
  const asked: { name: string; signal: AbortSignal }[] = [];
  const found: string[][] = [];
  const searching: boolean[] = [];
  const master = new AbortController();
  const search = createServerSearch({
    find: (name, signal) => {
      asked.push({ name, signal });
      return answer(name, signal);
    },
    sleep: (ms, signal) => realSleep(Math.min(ms, 10), signal),
    signal: master.signal,
    onFound: (list) => found.push(list.map((c) => c.name ?? '')),
    onSearching: (value) => searching.push(value),
  });
  return { search, asked, found, searching, master };
}

const settle = () => realSleep(40);

describe('createServerSearch', () => {
  it('asks once typing pauses, for the last query only', async () => {
    const h = harness();
    for (const typed of ['s', 'sa', 'san', 'sandbox b']) h.search.query(typed);
    await settle();
    expect(h.asked.map((a) => a.name)).toEqual(['sandbox b']);
    expect(h.found).toEqual([['sandbox b']]);
    expect(h.searching.at(-1)).toBe(false);
  });

  it('aborts the request of a query typed over, and shows only the newer answer', async () => {
    const h = harness((name, signal) =>
      name === 'ban'
        ? new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
        : Promise.resolve([connector({ name })]),
    );
    h.search.query('ban');
    await settle();
    expect(h.asked).toHaveLength(1);
    h.search.query('banco');
    expect(h.asked[0]?.signal.aborted).toBe(true);
    await settle();
    expect(h.found).toEqual([['banco']]);
  });

  it('is searching from the keystroke until the answer, not after an empty query', async () => {
    const h = harness();
    h.search.query('itau');
    expect(h.searching).toEqual([true]);
    h.search.query('');
    expect(h.searching).toEqual([true, false]);
    await settle();
    expect(h.asked).toEqual([]);
  });

  it('asks nothing once the loaded list is complete, and stops what it was asking', async () => {
    const h = harness();
    h.search.query('itau');
    h.search.setComplete(true);
    expect(h.searching).toEqual([true, false]);
    h.search.query('itaú');
    await settle();
    expect(h.asked).toEqual([]);
  });

  it('a failed request ends the search with nothing found', async () => {
    const h = harness(async () => {
      throw new Error('offline');
    });
    h.search.query('itau');
    await settle();
    expect(h.found).toEqual([]);
    expect(h.searching).toEqual([true, false]);
  });
});
