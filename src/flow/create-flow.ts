// The connection flow: an explicit state machine over observable cells, from search to the item's end.
import type { Connector } from '../api/schemas/index.js';
import { byName } from './by-name.js';
import { errorEnd } from './error-end.js';
import { createFirstStep } from './first-step.js';
import { createFlowContext } from './flow-context.js';
import { createLaterSteps } from './later-steps.js';
import type { LaterSteps } from './later-steps.js';
import { canGoBackFrom } from './back-rule.js';
import { derived } from './derived.js';
import type { Flow, FlowDeps, FlowOptions } from './types.js';

const isOffline = (connector: Connector): boolean => connector.health?.status === 'OFFLINE';

/**
 * Search is all the first screen needs. The later steps come with the flow, but are made only once
 * the form's field validation is in: one lazily imported module (it comes with the later views),
 * fetched as soon as the flow starts. Actions of later steps run at once when it is in (it is, by
 * the time a user has picked an institution), else as soon as it arrives. Those that must stay
 * synchronous (openOAuth, typing) belong to steps that exist only once it is in.
 */
export function createFlow(options: FlowOptions, deps: FlowDeps): Flow {
  const ctx = createFlowContext(options, deps);
  const { state, search, connection } = ctx;

  let later: LaterSteps | undefined;
  let loading: Promise<LaterSteps> | undefined;
  const loadLater = (): Promise<LaterSteps> =>
    (loading ??= import('./validation/index.js').then(
      (validation) => (later = createLaterSteps(ctx, firstStep.start, validation)),
      (error: unknown) => {
        loading = undefined; // a later try may fetch it
        throw error;
      },
    ));

  /** Runs a later step's action; when its code cannot be fetched, a network error offers retry. */
  async function withLater(run: (steps: LaterSteps) => void | Promise<void>): Promise<void> {
    if (later) return run(later);
    let steps: LaterSteps;
    try {
      steps = await loadLater();
    } catch {
      ctx.fail(errorEnd('network', 'NETWORK', true, 'The next step of the connection could not be loaded'), { retry: () => withLater(run) });
      return;
    }
    return run(steps);
  }

  const firstStep = createFirstStep(ctx, loadLater);

  return {
    state,
    search,
    values: ctx.values,
    secondsLeft: ctx.secondsLeft,
    canGoBack: derived([state], () => canGoBackFrom(state.peek(), options)),
    start: firstStep.start,
    setQuery(query) {
      if (!search.setQuery(query)) return;
      // A query names no institution, even one chosen before going back to search.
      ctx.emit('SEARCH_INSTITUTION', { query }, false);
      firstStep.searchServer(query);
    },
    moveActive: search.moveActive,
    selectConnector(id) {
      if (state.peek().step !== 'search') return;
      const chosen = search.byId(id);
      // OFFLINE connectors stay listed (the view says why) but cannot be chosen.
      if (!chosen || isOffline(chosen)) return;
      // Another institution's form starts empty.
      if (connection.choose(chosen)) ctx.values.value = byName();
      ctx.emit('SELECTED_INSTITUTION');
      ctx.setState({ step: 'consent', connector: chosen });
    },
    acceptConsent() {
      if (state.peek().step !== 'consent') return;
      ctx.emit('SUBMITTED_CONSENT');
      void withLater((steps) => {
        if (state.peek().step === 'consent') steps.openForm();
      });
    },
    setValue: (name, value) => later?.setValue(name, value),
    forgetSecrets: () => later?.forgetSecrets(),
    validateField: (name) => later?.validateField(name),
    submitCredentials: () => withLater((steps) => steps.submitCredentials()),
    submitMfa: () => withLater((steps) => steps.submitMfa()),
    openOAuth: () => later?.openOAuth(),
    oauthReturned: (outcome) => later?.oauthReturned(outcome),
    retry: ctx.retry,
    back() {
      const s = state.peek();
      if (!canGoBackFrom(s, options)) return;
      if (s.step === 'consent') void firstStep.showSearch();
      else if (s.step === 'credentials') ctx.setState({ step: 'consent', connector: s.connector });
      else if (later) {
        // From an error, an OAuth window closed unanswered or an MFA question, back to the form.
        ctx.beginActivity();
        // The item waits for a consent or an answer the user walked away from: the next submit makes a new one.
        if (s.step !== 'error') connection.forget();
        later.openForm();
      }
    },
    dispose() {
      ctx.master.abort();
      ctx.stopTimers();
    },
  };
}
