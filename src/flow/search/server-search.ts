// Asks the API's name filter for what the loaded list may lack (pages past the cap or not in yet):
// once typing pauses, one request at a time, the one for an older query aborted.
import type { Connector } from '../../api/schemas/index.js';
import { childController } from '../abort.js';

/** A short pause in typing: one request per word typed, not per key. */
export const SERVER_SEARCH_DELAY_MS = 200;

export type ServerSearchDeps = {
  /** Connectors whose name holds `name`, with the host's filters. */
  find(name: string, signal: AbortSignal): Promise<readonly Connector[]>;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Aborting it stops every search. */
  signal: AbortSignal;
  onFound(connectors: readonly Connector[]): void;
  /** Whether a search for the query typed is under way. */
  onSearching(searching: boolean): void;
};

export type ServerSearch = {
  /** The query changed: searches it, or nothing when it is empty or the list already holds every connector. */
  query(text: string): void;
  /** Whether the loaded list holds every connector; a full list needs no server. */
  setComplete(complete: boolean): void;
};

export function createServerSearch(deps: ServerSearchDeps): ServerSearch {
  let current: AbortController | undefined;
  let complete = false;
  let typed = '';

  function query(text: string): void {
    typed = text;
    current?.abort();
    const name = text.trim();
    if (name === '' || complete) {
      current = undefined;
      deps.onSearching(false);
      return;
    }
    const controller = childController(deps.signal);
    current = controller;
    deps.onSearching(true);
    void (async () => {
      try {
        await deps.sleep(SERVER_SEARCH_DELAY_MS, controller.signal);
        const found = await deps.find(name, controller.signal);
        if (!controller.signal.aborted) deps.onFound(found);
      } catch {
        // Aborted by a newer query, or failed: what is loaded still answers.
      }
      if (current === controller) deps.onSearching(false);
    })();
  }

  return {
    query,
    setComplete(value) {
      if (value === complete) return;
      complete = value;
      // Whatever is under way is no longer needed, or now is.
      if (typed) query(typed);
    },
  };
}
