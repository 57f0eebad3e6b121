// The flow's stand-in while its code loads in parallel with the first screen: the search field
// works at once (what is typed is handed to the flow when it arrives), every other action waits.
import { cell } from '../state/cell.js';
import type { Flow, FlowState } from './types.js';

export type PendingFlow = Flow & {
  /** The flow's code could not be loaded: an error step whose retry calls `retry`. */
  failed(retry: () => void): void;
};

/** `searchFirst`: the flow will open on search (no update mode, preselection or OAuth return). */
export function createPendingFlow(searchFirst: boolean): PendingFlow {
  const state = cell<FlowState>(searchFirst ? { step: 'search' } : { step: 'loading' });
  const query = cell('');
  let retryLoad: (() => void) | null = null;
  const nothing = () => {};
  const later = async () => {};
  return {
    state,
    search: { query, results: cell([]), activeIndex: cell(-1), popular: cell(0), loading: cell(true), searching: cell(false) },
    values: cell({}),
    secondsLeft: cell(null),
    canGoBack: cell(false),
    start: later,
    setQuery(next) {
      query.value = next;
    },
    moveActive: nothing,
    selectConnector: nothing,
    acceptConsent: nothing,
    setValue: nothing,
    forgetSecrets: nothing,
    validateField: nothing,
    submitCredentials: later,
    submitMfa: later,
    openOAuth: nothing,
    oauthReturned: nothing,
    async retry() {
      const again = retryLoad;
      retryLoad = null;
      state.value = searchFirst ? { step: 'search' } : { step: 'loading' };
      again?.();
    },
    back: nothing,
    dispose: nothing,
    failed(retry) {
      retryLoad = retry;
      state.value = { step: 'error', kind: 'network', code: 'NETWORK', canRetry: true };
    },
  };
}
