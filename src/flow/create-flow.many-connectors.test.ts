// Search over a catalogue larger than the widget loads (50,000 connectors): what is not loaded is
// found by name on the server soon after typing, and "none found" waits for its answer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { MAX_CONNECTOR_PAGES } from './load-connectors.js';
import { flowKit } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox({ generateConnectors: 50_000 });
}, 30_000);
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

describe('a catalogue of 50,000 connectors', () => {
  it('finds Sandbox Bank, far past the pages loaded, within a second or two of typing, never saying none was found first', async () => {
    const listRequests: URL[] = [];
    kit = await flowKit(
      s,
      {},
      {
        fetch: (input, init) => {
          const url = new URL(String(input));
          if (url.pathname === '/connectors') listRequests.push(url);
          return fetch(input, init);
        },
      },
    );
    const { flow } = kit;
    await flow.start();
    const typedAt = Date.now();
    flow.setQuery('sandbox bank');

    // What the search step shows: "none found" is results empty with nothing loading or searching.
    const saidNoneFound: string[] = [];
    const found = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Sandbox Bank was not found within 5 s')), 5_000);
      const { results, loading, searching, query } = flow.search;
      const look = () => {
        if (results.peek().length === 0 && !loading.peek() && !searching?.peek()) saidNoneFound.push(query.peek());
        const bank = results.peek().find((c) => c.name === 'Sandbox Bank');
        if (!bank) return;
        clearTimeout(timer);
        queueMicrotask(() => {
          for (const stop of stops) stop();
        });
        resolve(bank.id);
      };
      const stops = [results.subscribe(look), loading.subscribe(look), ...(searching ? [searching.subscribe(look)] : [])];
    });
    expect(Date.now() - typedAt).toBeLessThan(3_000);
    expect(saidNoneFound).toEqual([]);
    expect(listRequests.filter((url) => url.searchParams.get('name') === 'sandbox bank')).toHaveLength(1);
    expect(listRequests.filter((url) => !url.searchParams.has('name')).length).toBeLessThanOrEqual(MAX_CONNECTOR_PAGES);

    // Found by the server, chosen like any other.
    flow.selectConnector(found);
    expect(flow.state.value).toMatchObject({ step: 'consent', connector: { name: 'Sandbox Bank' } });
  });
});
