// Test kit for flow tests over real HTTP: a flow against a sandbox, with its events and callbacks recorded.
import { createApiClient } from '../../api/client.js';
import { sleep as realSleep } from '../../api/sleep.js';
import type { SandboxClient } from '../../api/testing/sandbox-client.js';
import { createFlow } from '../create-flow.js';
import type { WidgetEvent } from '../../contract/events.js';
import type { WidgetError } from '../../contract/error-codes.js';
import type { SuccessPayload } from '../../contract/options.js';
import type { Flow, FlowDeps, FlowOptions, FlowState, ResumeState } from '../types.js';

export type FlowKit = {
  flow: Flow;
  events: Omit<WidgetEvent, 'sessionId'>[];
  successes: SuccessPayload[];
  errors: WidgetError[];
  /** The token the api client sends now. */
  token(): string;
  /** Resolves with the first state (now or later) that `test` accepts. */
  until<S extends FlowState['step']>(
    step: S,
    test?: (state: Extract<FlowState, { step: S }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<FlowState, { step: S }>>;
  /** Types each value into the current form. */
  fill(values: Record<string, string>): void;
  /** Every step the flow went through, in order. */
  steps(): string[];
};

export type KitOptions = {
  /** Body of POST /connect_token (e.g. `{ itemId }` for update mode). */
  tokenBody?: Record<string, unknown>;
  /** A token to start with instead of minting one. */
  token?: string;
  /** The api client's fetch (to watch the statuses it gets). */
  fetch?: typeof fetch;
  deps?: Partial<FlowDeps>;
};

/** Polling and countdown waits are capped so journeys take milliseconds. */
export const fastSleep = (ms: number, signal?: AbortSignal) => realSleep(Math.min(ms, 20), signal);

export async function flowKit(s: SandboxClient, options: FlowOptions = {}, kit: KitOptions = {}): Promise<FlowKit> {
  let token = kit.token ?? (await s.connectToken(kit.tokenBody));
  const events: Omit<WidgetEvent, 'sessionId'>[] = [];
  const successes: SuccessPayload[] = [];
  const errors: WidgetError[] = [];
  const deps: FlowDeps = {
    api: createApiClient({ baseUrl: s.url, token: () => token, fetch: kit.fetch }),
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    emit: (event) => events.push(event),
    onSuccess: (payload) => successes.push(payload),
    onError: (payload) => errors.push(payload),
    now: Date.now,
    sleep: fastSleep,
    random: Math.random,
    ...kit.deps,
  };
  const flow = createFlow({ includeSandbox: true, ...options }, deps);

  function until<S extends FlowState['step']>(
    step: S,
    test: (state: Extract<FlowState, { step: S }>) => boolean = () => true,
    timeoutMs = 8000,
  ): Promise<Extract<FlowState, { step: S }>> {
    return new Promise((resolve, reject) => {
      let unsubscribe = () => {};
      const timer = setTimeout(() => {
        unsubscribe();
        const now = flow.state.peek();
        const detail = now.step === 'error' ? ` (${now.kind})` : now.step === 'connecting' ? ` (${now.item?.executionStatus})` : '';
        reject(new Error(`flow never reached ${step}; it is at ${now.step}${detail}`));
      }, timeoutMs);
      unsubscribe = flow.state.subscribe((state) => {
        if (state.step !== step || !test(state as Extract<FlowState, { step: S }>)) return;
        clearTimeout(timer);
        // subscribe calls back synchronously the first time: unsubscribe once it has returned.
        queueMicrotask(() => unsubscribe());
        resolve(state as Extract<FlowState, { step: S }>);
      });
    });
  }

  return {
    flow,
    events,
    successes,
    errors,
    token: () => token,
    until,
    fill(values) {
      for (const [name, value] of Object.entries(values)) flow.setValue(name, value);
    },
    steps: () => events.filter((e) => e.event === 'STEP_CHANGED').map((e) => e.step ?? ''),
  };
}

/** Search → consent → credentials for a connector, as a user would get there. */
export async function openForm(kit: FlowKit, connectorId: number): Promise<void> {
  await kit.flow.start();
  kit.flow.setQuery('sandbox');
  kit.flow.selectConnector(connectorId);
  kit.flow.acceptConsent();
  await kit.until('credentials');
}

/** A resume store in memory, recording what was saved. */
export function memoryResumeStore() {
  let saved: ResumeState | null = null;
  const history: unknown[] = [];
  return {
    history,
    save(state: ResumeState) {
      history.push(state);
      saved = state;
    },
    load: () => saved,
    clear() {
      saved = null;
    },
  };
}

/** The sandbox's institution page: answers an OAuth consent or app approval like the user would. */
export async function decideAtInstitution(consentUrl: string, decision: 'authorized' | 'denied'): Promise<URL> {
  const page = await fetch(consentUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  await page.text();
  const state = new URL(consentUrl).searchParams.get('state') ?? '';
  const answer = await fetch(new URL('/oauth/authorize', consentUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision }),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`consent answer was ${answer.status}`);
  return new URL(answer.headers.get('location') ?? '');
}

/** Every event as text, to check that no typed value ever appears in one. */
export const serialized = (events: readonly Omit<WidgetEvent, 'sessionId'>[]): string => JSON.stringify(events);
