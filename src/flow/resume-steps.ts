// Starts that pick up an existing item: the redirect fallback's return, and update mode.
import { isApiError } from '../api/errors.js';
import type { Connector, Item } from '../api/schemas/index.js';
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

  async function connectorOf(found: Item, fallbackId: number | undefined, signal: AbortSignal): Promise<Connector> {
    if (found.connector) return found.connector;
    if (fallbackId === undefined) throw new Error('The item names no connector');
    return ctx.call(() => deps.api.getConnector(fallbackId, {}, { signal }));
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
      if (signal.aborted) return true;
      connection.track(found);
      connection.resume(found, await connectorOf(found, saved.connectorId, signal));
      if (signal.aborted) return true;
      follower.newSync(true);
      follower.follow(found, signal);
      return true;
    },

    async update(id, signal) {
      try {
        const found = await ctx.call(() => deps.api.getItem(id, { signal }));
        if (signal.aborted) return;
        connection.track(found);
        connection.resume(found, await connectorOf(found, undefined, signal));
        if (signal.aborted) return;
        if (found.status === 'LOGIN_ERROR') {
          form.openForm(loginErrorOf(found));
          return;
        }
        const pending = outcomeOf(found).kind;
        if (pending === 'mfa' || pending === 'oauth') {
          follower.newSync(true);
          follower.follow(found, signal);
          return;
        }
        await follower.resync();
      } catch (error) {
        if (!signal.aborted) ctx.fail(errorEndOf(error), { retry: start });
      }
    },
  };
}
