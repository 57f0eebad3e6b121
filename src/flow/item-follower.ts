// Follows an item: shows each response as its step, polls while it runs, re-runs its sync.
import { isApiError } from '../api/errors.js';
import type { Credential, Item } from '../api/schemas/index.js';
import { byName } from './by-name.js';
import { runCountdown } from './countdown.js';
import { errorEndOf } from './error-end.js';
import type { FlowContext } from './flow-context.js';
import type { FormSteps } from './form-steps.js';
import { withoutSecrets } from './form-values.js';
import { outcomeOf } from './item-outcome.js';
import { createLoginTracker } from './login-tracker.js';
import { pollItem } from './poll-item.js';

export type ItemFollower = {
  /** Shows a fresh item response (from POST, PATCH or MFA), then polls when it has not ended. */
  follow(item: Item, signal: AbortSignal): void;
  /** Polls the current item until it asks something or ends. */
  track(signal: AbortSignal, immediate?: boolean): void;
  /** Re-runs the sync with the stored credentials (PATCH without parameters). */
  resync(): Promise<void>;
  /** Picks the item up where it is (a sync already running, a poll that gave up). */
  followAgain(): Promise<void>;
  /** A new sync starts (LOGIN_SUCCESS is told once per sync); `challenged` when MFA was already answered. */
  newSync(challenged?: boolean): void;
  /**
   * When `error` says the item is gone (404), forgets it and reopens the form saying so, with what
   * was typed but its secrets: the next submit starts a new connection. Answers whether it did.
   */
  lost(error: unknown): boolean;
};

/** The form's error when its item was lost: the view says so. */
export const ITEM_LOST = 'ITEM_NOT_FOUND';

const sameQuestion = (a: Credential, b: Credential): boolean =>
  a.name === b.name && a.type === b.type && a.expiresAt === b.expiresAt && a.data === b.data;

export const isAlreadyUpdating = (error: unknown): boolean => isApiError(error) && error.code === 'ITEM_IS_ALREADY_UPDATING';

export function createItemFollower(ctx: FlowContext, form: FormSteps): ItemFollower {
  const { connection, activity, deps } = ctx;
  const login = createLoginTracker();
  /** The pending question's answer window has passed: polling goes on until the item moves. */
  let questionExpired = false;

  /** Counts secondsLeft down to `expiresAt`; null when there is none. */
  function startCountdown(expiresAt: string | null | undefined, onExpired?: () => void): void {
    ctx.stopTimers();
    if (!expiresAt) return;
    void runCountdown({
      ...deps, // the flow's clock
      expiresAt,
      // Replaced or stopped, a countdown is aborted, and an aborted one ticks no more.
      signal: activity.countdown(),
      onTick: (seconds) => {
        ctx.secondsLeft.value = seconds;
      },
      onExpired,
    });
  }

  /** Updates the screen for an item response; answers whether polling should stop. */
  function handleItem(next: Item): boolean {
    const { connector } = connection;
    if (!connector) return true;
    connection.track(next);
    ctx.emit('ITEM_RESPONSE', { itemId: next.id, itemStatus: next.status, executionStatus: next.executionStatus });
    const loginEvent = login.see(next);
    if (loginEvent) {
      ctx.emit(loginEvent, { itemId: next.id });
      ctx.emit('LOGIN_STEP_COMPLETED', { itemId: next.id });
    }
    const s = ctx.state.peek();
    const outcome = outcomeOf(next);
    switch (outcome.kind) {
      case 'running':
        if (s.step !== 'connecting') ctx.stopTimers();
        ctx.setState({ step: 'connecting', connector, item: next });
        return false;
      case 'oauth':
        if (s.step === 'oauth' && s.url === outcome.url) {
          ctx.setState({ ...s, item: next });
        } else {
          ctx.setState({ step: 'oauth', connector, item: next, url: outcome.url, popup: 'idle' });
          startCountdown(outcome.parameter.expiresAt);
        }
        return false;
      case 'user-action': {
        const { userAction } = outcome;
        const approvalUrl = userAction.attributes?.approvalUrl;
        const expiresAt = userAction.expiresAt ?? undefined;
        const isNew = s.step !== 'user-action' || s.expiresAt !== expiresAt;
        ctx.setState({
          step: 'user-action',
          connector,
          item: next,
          instructions: userAction.instructions,
          expiresAt,
          approvalUrl: typeof approvalUrl === 'string' ? approvalUrl : undefined,
        });
        if (isNew) startCountdown(expiresAt);
        return false;
      }
      case 'mfa':
        if (s.step === 'mfa' && sameQuestion(s.parameter, outcome.parameter)) {
          ctx.setState({ ...s, item: next });
          return !questionExpired;
        }
        questionExpired = false;
        ctx.values.value = withoutSecrets([outcome.parameter], ctx.values.peek());
        ctx.setState({ step: 'mfa', connector, item: next, parameter: outcome.parameter, errors: { fields: byName() }, submitting: false });
        startCountdown(outcome.parameter.expiresAt ?? next.userAction?.expiresAt, () => {
          // The server ends the wait on its own clock; polling finds out how.
          questionExpired = true;
          track(activity.signal);
        });
        return true;
      case 'success':
        ctx.stopTimers();
        // Nothing typed is needed any more.
        ctx.values.value = byName();
        ctx.setState({ step: 'success', connector, item: next, failedProducts: outcome.failedProducts });
        deps.onSuccess({ item: next });
        void showAccounts(next.id);
        return true;
      case 'login-error':
        ctx.stopTimers();
        form.openForm(outcome.error);
        return true;
      case 'error':
        ctx.fail(outcome.end, { providerMessage: outcome.providerMessage, retry: resync });
        return true;
    }
  }

  function lost(error: unknown): boolean {
    // In update mode the item is the host's: none other may replace it, so its 404 stays an error.
    if (!isApiError(error) || error.code !== 'NOT_FOUND' || ctx.options.updateItem !== undefined || !connection.connector) return false;
    const s = ctx.state.peek();
    // An answer to the lost item's question goes with it; the form drops its own secrets.
    if (s.step === 'mfa') ctx.values.value = withoutSecrets([s.parameter], ctx.values.peek());
    connection.forget();
    ctx.beginActivity();
    form.openForm({ code: ITEM_LOST });
    return true;
  }

  /** Lists the accounts found on the success screen; the connection stands whether or not they can be read. */
  async function showAccounts(itemId: string): Promise<void> {
    try {
      const page = await ctx.call(() => deps.api.listAccounts(itemId, undefined, { signal: ctx.master.signal }));
      const s = ctx.state.peek();
      if (s.step !== 'success' || s.item.id !== itemId) return;
      const accounts = page.results.map((a, i) => ({
        id: a.id ?? String(i),
        name: a.marketingName ?? a.name ?? '',
        number: a.number,
        subtype: a.subtype,
      }));
      ctx.setState({ ...s, accounts });
    } catch {
      // The accounts are a courtesy of the success screen: failing to read them changes nothing else.
    }
  }

  function track(signal: AbortSignal, immediate = false): void {
    const id = connection.item?.id;
    if (id === undefined || signal.aborted) return;
    const poll = pollItem({
      ...deps, // the flow's clock, randomness and page visibility
      getItem: (pollSignal) => ctx.call(() => deps.api.getItem(id, { signal: pollSignal })),
      until: handleItem,
      onFailure: (error) => {
        const s = ctx.state.peek();
        // The next item answered draws the step again without it.
        if (s.step === 'connecting' && !s.connectionLost && (error.code === 'NETWORK' || error.code === 'TIMEOUT'))
          ctx.setState({ ...s, connectionLost: true });
      },
      signal,
      immediate,
    });
    activity.follow(poll);
    poll.done.catch((error: unknown) => {
      if (!signal.aborted && !lost(error)) ctx.fail(errorEndOf(error), { retry: followAgain });
    });
  }

  function follow(next: Item, signal: AbortSignal): void {
    if (!handleItem(next)) track(signal);
  }

  /** Runs `then` as new work on the connecting step of the current item, when there is one. */
  async function reconnect(then: (signal: AbortSignal, item: Item) => Promise<void> | void): Promise<void> {
    const { connector, item } = connection;
    if (!connector || !item) return;
    const signal = ctx.beginActivity();
    ctx.setState({ step: 'connecting', connector, item });
    await then(signal, item);
  }

  const followAgain = () => reconnect((signal) => track(signal, true));

  const resync = () =>
    reconnect(async (signal, item) => {
      try {
        const answer = await ctx.call(() => deps.api.updateItem(item.id, {}, { signal }));
        if (signal.aborted) return;
        login.reset();
        follow(answer, signal);
      } catch (error) {
        if (signal.aborted || lost(error)) return;
        ctx.fail(errorEndOf(error), { retry: isAlreadyUpdating(error) ? followAgain : resync });
      }
    });

  return { follow, track, resync, followAgain, newSync: login.reset, lost };
}
