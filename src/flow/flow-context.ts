// What the flow's parts share: its signals, what it is working on, and the moves every step makes.
import { signal } from '@preact/signals';
import type { Signal } from '@preact/signals';
import type { Connector, Item } from '../api/schemas/index.js';
import { childController } from './abort.js';
import type { ErrorEnd } from './error-end.js';
import type { WidgetEvent, WidgetEventName } from '../contract/events.js';
import type { Poll } from './poll-item.js';
import { createSearch } from './search/create-search.js';
import type { Search } from './search/create-search.js';
import { createTokenGuard } from './token-guard.js';
import type { FlowDeps, FlowOptions, FlowState } from './types.js';

export type Values = Readonly<Record<string, string>>;

export type FlowContext = {
  options: FlowOptions;
  deps: FlowDeps;
  state: Signal<FlowState>;
  values: Signal<Values>;
  secondsLeft: Signal<number | null>;
  search: Search;
  /** Aborted by dispose: everything the flow starts hangs off it. */
  master: AbortController;
  /** What the flow is working on now. */
  current: {
    connector?: Connector;
    item?: Item;
    /** The running step's work (a submit, polling); the next step's work aborts it. */
    activity: AbortController;
    poll?: Poll;
    /** Counting secondsLeft down; stopped with the other timers. */
    countdown?: AbortController;
    /** What retry does on the error screen shown now. */
    retry?: () => Promise<void>;
  };
  disposed(): boolean;
  emit(event: WidgetEventName, extra?: Omit<WidgetEvent, 'event' | 'timestamp'>): void;
  /** The chosen connector, as events name it. */
  about(): Pick<WidgetEvent, 'connectorId' | 'connectorName'>;
  /** Sets the state, with STEP_CHANGED when the step changes. */
  setState(next: FlowState): void;
  /** Sends a request through the token guard, with the given abort signal. */
  call<T>(request: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T>;
  /** The token guard alone, for requests that bring their own signal. */
  guarded<T>(request: () => Promise<T>): Promise<T>;
  stopTimers(): void;
  /** Aborts the running step's work (polling, countdown) and answers the new work's signal. */
  beginActivity(): AbortSignal;
  /** Ends on an error screen, telling the host once. */
  fail(end: ErrorEnd, extra?: { providerMessage?: string; retry?: () => Promise<void> }): void;
};

export function createFlowContext(options: FlowOptions, deps: FlowDeps): FlowContext {
  const master = new AbortController();
  const state = signal<FlowState>({ step: 'loading' });
  const values = signal<Values>({});
  const secondsLeft = signal<number | null>(null);
  const current: FlowContext['current'] = { activity: childController(master.signal) };

  const disposed = () => master.signal.aborted;

  const about = (): Pick<WidgetEvent, 'connectorId' | 'connectorName'> =>
    current.connector ? { connectorId: current.connector.id, connectorName: current.connector.name } : {};

  function emit(event: WidgetEventName, extra: Omit<WidgetEvent, 'event' | 'timestamp'> = {}): void {
    if (disposed()) return;
    deps.emit({ event, timestamp: deps.now(), ...extra });
  }

  function setState(next: FlowState): void {
    if (disposed()) return;
    const previous = state.peek();
    state.value = next;
    if (previous.step !== next.step) emit('STEP_CHANGED', { step: next.step, ...about() });
  }

  const guard = createTokenGuard({
    getToken: deps.getToken,
    refreshToken: deps.refreshToken,
    setToken: deps.setToken,
    now: deps.now,
    onExpired: () => emit('TOKEN_EXPIRED', about()),
  });

  function stopTimers(): void {
    current.countdown?.abort();
    current.countdown = undefined;
    secondsLeft.value = null;
  }

  const context: FlowContext = {
    options,
    deps,
    state,
    values,
    secondsLeft,
    search: createSearch({ alphabetical: options.connectorSortAlphabetically }),
    master,
    current,
    disposed,
    emit,
    about,
    setState,
    call: (request, signal) => guard.run(() => request(signal)),
    guarded: (request) => guard.run(request),
    stopTimers,
    beginActivity() {
      current.activity.abort();
      current.poll = undefined;
      stopTimers();
      current.activity = childController(master.signal);
      return current.activity.signal;
    },
    fail(end, extra = {}) {
      if (disposed()) return;
      stopTimers();
      const { connector, item } = current;
      current.retry = end.canRetry ? extra.retry : undefined;
      setState({
        step: 'error',
        kind: end.kind,
        code: end.code,
        connector,
        item,
        providerMessage: extra.providerMessage,
        canRetry: current.retry !== undefined,
      });
      emit('ERROR', { errorCode: end.code, itemId: item?.id, ...about() });
      deps.onError({ message: end.message, code: end.code, ...(item ? { data: { item } } : {}) });
    },
  };
  return context;
}
