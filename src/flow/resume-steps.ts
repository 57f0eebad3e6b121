// Starts that pick up an existing item: the redirect fallback's return, and update mode.
import { isApiError } from '../api/errors.js';
import type { Item } from '../api/schemas/index.js';
import { errorEndOf } from './error-end.js';
import type { FlowContext } from './flow-context.js';
import type { FormSteps } from './form-steps.js';
import type { ItemFollower } from './item-follower.js';
import { loginErrorOf, outcomeOf } from './item-outcome.js';
import type { ResumeState } from './types.js';

export type ResumeSteps = {
  /** The item the user left for, if this token still reaches it; false to start over. */
  resume(saved: ResumeState, signal: AbortSignal): Promise<boolean>;
  /**
   * Update mode: a login error needs new credentials; a pending question its answer (a PATCH
   * would be refused while the item waits for it); anything else a re-sync.
   */
  update(id: string, signal: AbortSignal): Promise<void>;
};

export function createResumeSteps(ctx: FlowContext, follower: ItemFollower, form: FormSteps, start: () => Promise<void>): ResumeSteps {
  const { connection, deps } = ctx;

  /**
   * Takes `found` up, with its connector (fetched by `connectorId` when the item names none);
   * answers whether this work is still current.
   */
  async function takeUp(found: Item, connectorId: number | undefined, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return false;
    connection.track(found);
    let { connector } = found;
    if (!connector) {
      if (connectorId === undefined) throw new Error('The item names no connector');
      connector = await ctx.call(() => deps.api.getConnector(connectorId, {}, { signal }));
    }
    connection.resume(found, connector);
    return !signal.aborted;
  }

  /** Follows an item waiting for the user: its login was answered before the widget left it. */
  function followAnswered(found: Item, signal: AbortSignal): void {
    follower.newSync(true);
    follower.follow(found, signal);
  }

  return {
    async resume(saved, signal) {
      let found: Item;
      try {
        found = await ctx.call(() => deps.api.getItem(saved.itemId, { signal }));
      } catch (error) {
        // Gone or out of reach: starting over beats ending on an error.
        if (isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return false;
        throw error;
      }
      if (await takeUp(found, saved.connectorId, signal)) followAnswered(found, signal);
      return true;
    },

    async update(id, signal) {
      try {
        const found = await ctx.call(() => deps.api.getItem(id, { signal }));
        if (!(await takeUp(found, undefined, signal))) return;
        const pending = outcomeOf(found).kind;
        if (found.status === 'LOGIN_ERROR') form.openForm(loginErrorOf(found));
        else if (pending === 'mfa' || pending === 'oauth') followAnswered(found, signal);
        else await follower.resync();
      } catch (error) {
        if (!signal.aborted) ctx.fail(errorEndOf(error), { retry: start });
      }
    },
  };
}
