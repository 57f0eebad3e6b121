// Every step after search, in one module: the flow makes them once the form's field validation has loaded.
import type { FlowContext } from './flow-context.js';
import { createFormSteps } from './form-steps.js';
import { createItemFollower } from './item-follower.js';
import { createOAuthStep } from './oauth-step.js';
import { createResumeSteps } from './resume-steps.js';
import { createSubmitSteps } from './submit-steps.js';
import type { Validation } from './types.js';

/** The actions of every later step, in one object: no two of them share a name. */
export type LaterSteps = ReturnType<typeof createLaterSteps>;

export function createLaterSteps(ctx: FlowContext, start: () => Promise<void>, validation: Validation) {
  const form = createFormSteps(ctx, validation);
  const follower = createItemFollower(ctx, form);
  return {
    ...form,
    ...createSubmitSteps(ctx, follower, form, validation),
    ...createOAuthStep(ctx),
    ...createResumeSteps(ctx, follower, form, start),
  };
}
