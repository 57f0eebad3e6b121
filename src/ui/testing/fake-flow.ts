// A Flow for view tests: its values are set directly and its actions are recorded spies.
import { vi, type Mock } from 'vitest';
import type { Connector } from '../../api/schemas/index.js';
import { canGoBackFrom } from '../../flow/back-rule.js';
import { derived } from '../../flow/derived.js';
import { type Cell, cell, type Readable } from '../../state/cell.js';
import type { Flow, FlowOptions, FlowState } from '../../flow/types.js';

type ActionName = { [K in keyof Flow]: Flow[K] extends (...args: never[]) => unknown ? K : never }[keyof Flow];
type Spies = { [K in ActionName]: Mock<Flow[K]> };

export type FakeFlow = {
  flow: Omit<Flow, ActionName> & Spies;
  state: Cell<FlowState>;
  query: Cell<string>;
  results: Cell<readonly Connector[]>;
  activeIndex: Cell<number>;
  loading: Cell<boolean>;
  searching: Cell<boolean>;
  popular: Cell<number>;
  values: Cell<Readonly<Record<string, string>>>;
  secondsLeft: Cell<number | null>;
  canGoBack: Readable<boolean>;
};

export type FakeFlowInit = Partial<{
  state: FlowState;
  query: string;
  results: readonly Connector[];
  activeIndex: number;
  loading: boolean;
  searching: boolean;
  /** How many results, first, are the popular group. */
  popular: number;
  values: Readonly<Record<string, string>>;
  secondsLeft: number | null;
  /** How the host opened the widget; Back follows the real flow's rule for these options. */
  options: FlowOptions;
}>;

export function createFakeFlow(init: FakeFlowInit = {}): FakeFlow {
  const state = cell<FlowState>(init.state ?? { step: 'search' });
  const query = cell(init.query ?? '');
  const results = cell<readonly Connector[]>(init.results ?? []);
  const activeIndex = cell(init.activeIndex ?? -1);
  const loading = cell(init.loading ?? false);
  const searching = cell(init.searching ?? false);
  const popular = cell(init.popular ?? 0);
  const values = cell<Readonly<Record<string, string>>>(init.values ?? {});
  const secondsLeft = cell<number | null>(init.secondsLeft ?? null);
  const canGoBack = derived([state], () => canGoBackFrom(state.value, init.options ?? {}));

  // The few actions whose effect a view shows back are given the obvious behaviour.
  const moveActive = (to: 'next' | 'previous' | 'first' | 'last'): void => {
    const last = results.value.length - 1;
    const at = activeIndex.value;
    const next = { next: Math.min(at + 1, last), previous: Math.max(at - 1, 0), first: 0, last }[to];
    activeIndex.value = last < 0 ? -1 : next;
  };

  const flow: FakeFlow['flow'] = {
    state,
    search: { query, results, activeIndex, popular, loading, searching },
    values,
    secondsLeft,
    canGoBack,
    start: vi.fn(async () => undefined),
    setQuery: vi.fn((q: string) => {
      query.value = q;
    }),
    moveActive: vi.fn(moveActive),
    selectConnector: vi.fn(),
    acceptConsent: vi.fn(),
    setValue: vi.fn((name: string, value: string) => {
      values.value = { ...values.value, [name]: value };
    }),
    validateField: vi.fn(),
    forgetSecrets: vi.fn(),
    submitCredentials: vi.fn(async () => undefined),
    submitMfa: vi.fn(async () => undefined),
    openOAuth: vi.fn(),
    oauthReturned: vi.fn(),
    retry: vi.fn(async () => undefined),
    back: vi.fn(),
    dispose: vi.fn(),
  };
  return { flow, state, query, results, activeIndex, loading, searching, popular, values, secondsLeft, canGoBack };
}
