// Sending the credentials form (POST /items, or PATCH in update mode) and an MFA answer.
import { isApiError } from '../api/errors.js';
import type { ApiError } from '../api/errors.js';
import type { Connector } from '../api/schemas/index.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { byName } from './by-name.js';
import { errorEndOf } from './error-end.js';
import type { FlowContext } from './flow-context.js';
import type { FormSteps } from './form-steps.js';
import { parametersOf, withoutSecrets } from './form-values.js';
import { TRANSIENT } from './poll-item.js';
import { isAlreadyUpdating } from './item-follower.js';
import type { ItemFollower } from './item-follower.js';
import { createSubmissionKeys } from './submission-key.js';
import type { FormErrors, Validation } from './types.js';

/** The form's own error for a failure after which the same form, sent again as is, may well work; null for the others. */
function resendable(error: unknown): FormErrors | null {
  if (!isApiError(error) || !TRANSIENT.has(error.code)) return null;
  const code: WidgetErrorCode = error.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'NETWORK';
  return { fields: byName(), form: { code } };
}

const isValidation = (error: unknown): error is ApiError => isApiError(error) && error.code === 'VALIDATION';

export type SubmitSteps = {
  submitCredentials(): Promise<void>;
  submitMfa(): Promise<void>;
};

export function createSubmitSteps(ctx: FlowContext, follower: ItemFollower, form: FormSteps, validation: Validation): SubmitSteps {
  const { connection, deps, options } = ctx;
  const { formErrorsOf, submittedValue, validateField, validateFields } = validation;
  const keys = createSubmissionKeys();

  /** The host's products, narrowed to what the connector offers; undefined leaves the default. */
  function productsFor(connector: Connector): string[] | undefined {
    if (!options.products) return undefined;
    const offered = connector.products;
    const wanted = offered ? options.products.filter((p) => offered.includes(p)) : options.products;
    return wanted.length > 0 ? wanted : undefined;
  }

  async function reopenForm(): Promise<void> {
    ctx.beginActivity();
    form.openForm();
  }

  async function submitCredentials(): Promise<void> {
    const s = ctx.state.peek();
    const { connector } = connection;
    if (s.step !== 'credentials' || s.submitting || !connector) return;
    const fieldErrors = validateFields(s.fields, ctx.values.peek());
    if (Object.keys(fieldErrors).length > 0) {
      ctx.setState({ ...s, errors: { fields: fieldErrors } });
      return;
    }
    const parameters = parametersOf(validation, s.fields, ctx.values.peek());
    // A failed item of this connector is updated rather than left behind for a new one.
    const { item } = connection;
    const target = options.updateItem ?? (item?.connector?.id === connector.id ? item.id : undefined);
    const signal = ctx.beginActivity();
    ctx.setState({ ...s, errors: { fields: byName() }, submitting: true });
    ctx.emit('SUBMITTED_LOGIN');
    const created = { connectorId: connector.id, parameters, products: productsFor(connector) };
    // Only a creation is keyed: sent again unanswered, it must not make a second item.
    const idempotencyKey = target === undefined ? keys.keyFor(JSON.stringify(created)) : undefined;
    try {
      const answer = await ctx.call(() =>
        target !== undefined ? deps.api.updateItem(target, { parameters }, { signal }) : deps.api.createItem(created, { signal, idempotencyKey }),
      );
      keys.answered();
      if (signal.aborted) return;
      follower.newSync(s.fields.some((f) => f.mfa && parameters[f.name] !== undefined));
      follower.follow(answer, signal);
    } catch (error) {
      // With no answer, the item may exist: the same request sent again keeps its key.
      if (isApiError(error) && error.status !== undefined) keys.answered();
      if (signal.aborted || (target !== undefined && follower.lost(error))) return;
      // Back on the form with everything typed: the server's messages on their fields.
      const formErrors = isValidation(error) ? formErrorsOf(error, s.fields) : resendable(error);
      if (formErrors) ctx.setState({ ...s, errors: formErrors, submitting: false });
      else ctx.fail(errorEndOf(error), { retry: isAlreadyUpdating(error) ? follower.followAgain : reopenForm });
    }
  }

  async function submitMfa(): Promise<void> {
    const s = ctx.state.peek();
    if (s.step !== 'mfa' || s.submitting) return;
    const { parameter, item } = s;
    const value = ctx.values.peek()[parameter.name] ?? '';
    const error = validateField(parameter, value);
    if (error !== null) {
      ctx.setState({ ...s, errors: { fields: byName({ [parameter.name]: error }) } });
      return;
    }
    const signal = ctx.beginActivity();
    ctx.setState({ ...s, errors: { fields: byName() }, submitting: true });
    ctx.emit('SUBMITTED_MFA', { itemId: item.id });
    try {
      const answer = await ctx.call(() => deps.api.sendMfa(item.id, { [parameter.name]: submittedValue(parameter, value) }, { signal }));
      if (signal.aborted) return;
      ctx.values.value = withoutSecrets([parameter], ctx.values.peek());
      follower.follow(answer, signal);
    } catch (failure) {
      if (signal.aborted || follower.lost(failure)) return;
      const formErrors = isValidation(failure) ? formErrorsOf(failure, [parameter]) : resendable(failure);
      if (!formErrors) {
        ctx.fail(errorEndOf(failure), { retry: follower.followAgain });
        return;
      }
      ctx.setState({ ...s, errors: formErrors, submitting: false });
      // Refused with no field named: the item may no longer wait for this answer. Look.
      if (isValidation(failure) && failure.parameterErrors.length === 0) follower.track(signal, true);
    }
  }

  return { submitCredentials, submitMfa };
}
