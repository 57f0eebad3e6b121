// What the flow's parts share: its cells, what it is working on, and the moves every step makes.
import { type Activity, createActivity } from './activity.js';
import { byName } from './by-name.js';
import { type Connection, createConnection } from './connection.js';
import type { ErrorEnd } from './error-end.js';
import type { WidgetEvent, WidgetEventName } from '../contract/events.js';
import { createSearch } from './search/create-search.js';
import type { Search } from './search/create-search.js';
import { type Cell, cell } from '../state/cell.js';
import { createTokenGuard } from './token-guard.js';
import type { FlowDeps, FlowOptions, FlowState } from './types.js';

export type Values = Readonly<Record<string, string>>;

export type FlowContext = {
  options: FlowOptions;
  deps: FlowDeps;
  state: Cell<FlowState>;
  values: Cell<Values>;
  secondsLeft: Cell<number | null>;
  search: Search;
  /** Aborted by dispose: everything the flow starts hangs off it. */
  master: AbortController;
  /** What is being connected: the institution chosen and the item made for it. */
  connection: Connection;
  /** The running step's work; the next step's work aborts it. */
  activity: Activity;
  /** Tells the host, naming the chosen connector unless `named` is false. */
  emit(event: WidgetEventName, extra?: Omit<WidgetEvent, 'event' | 'timestamp' | 'sessionId'>, named?: boolean): void;
  /** Sets the state, with STEP_CHANGED when the step changes. */
  setState(next: FlowState): void;
  /** Sends a request through the token guard. */
  call<T>(request: () => Promise<T>): Promise<T>;
  stopTimers(): void;
  /** Aborts the running step's work (polling, countdown) and answers the new work's signal. */
  beginActivity(): AbortSignal;
  /** Ends on an error screen, telling the host once; `retry` is what its retry action does. */
  fail(end: ErrorEnd, extra?: { providerMessage?: string; retry?: () => Promise<void> }): void;
  /** The retry of the error screen shown now, if it offers one. */
  retry(): Promise<void>;
};

export function createFlowContext(options: FlowOptions, deps: FlowDeps): FlowContext {
  const master = new AbortController();
  const state = cell<FlowState>({ step: 'loading' });
  const values = cell<Values>(byName());
  const secondsLeft = cell<number | null>(null);
  const connection = createConnection();
  const activity = createActivity(master.signal);
  /** What retry does on the error screen shown now; set only by fail. */
  let retryShown: (() => Promise<void>) | undefined;

  const disposed = () => master.signal.aborted;

  function emit(event: WidgetEventName, extra: Omit<WidgetEvent, 'event' | 'timestamp' | 'sessionId'> = {}, named = true): void {
    if (disposed()) return;
    const { connector, item } = connection;
    const about = named && connector ? { connectorId: connector.id, connectorName: connector.name } : {};
    // Every event says where the user is, and the item once there is one: the last tells the host where a close left them.
    deps.emit({ event, timestamp: deps.now(), step: state.peek().step, itemId: item?.id, ...extra, ...about });
  }

  function setState(next: FlowState): void {
    if (disposed()) return;
    const previous = state.peek();
    state.value = next;
    if (previous.step !== next.step) emit('STEP_CHANGED', { step: next.step });
  }

  const guard = createTokenGuard({ ...deps, onExpired: () => emit('TOKEN_EXPIRED') });

  function stopTimers(): void {
    activity.stopCountdown();
    secondsLeft.value = null;
  }

  const context: FlowContext = {
    options,
    deps,
    state,
    values,
    secondsLeft,
    search: createSearch({ alphabetical: options.connectorSortAlphabetically, popular: options.popularConnectorIds }),
    master,
    connection,
    activity,
    emit,
    setState,
    call: guard.run,
    stopTimers,
    beginActivity() {
      secondsLeft.value = null;
      return activity.begin();
    },
    fail(end, extra = {}) {
      if (disposed()) return;
      stopTimers();
      const { connector, item } = connection;
      retryShown = end.canRetry ? extra.retry : undefined;
      setState({
        step: 'error',
        kind: end.kind,
        code: end.code,
        connector,
        item,
        providerMessage: extra.providerMessage,
        canRetry: retryShown !== undefined,
      });
      emit('ERROR', { errorCode: end.code, itemId: item?.id });
      deps.onError({ message: end.message, code: end.code, ...(item ? { data: { item } } : {}) });
    },
    async retry() {
      const shown = state.peek();
      // A retry is kept only by the error screen that offers it (canRetry).
      if (shown.step === 'error' && retryShown) await retryShown();
    },
  };
  return context;
}
