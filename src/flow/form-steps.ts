// The credentials and MFA forms: opening one (prefilled), typing with masks, checking a field.
import type { Credential } from '../api/schemas/index.js';
import { byName } from './by-name.js';
import type { FlowContext } from './flow-context.js';
import { formFieldsOf, prefill, withoutSecrets } from './form-values.js';
import type { FormError, Validation } from './types.js';

export type FormSteps = {
  /** Shows the chosen connector's credentials form; reopened on `error`, without the secrets typed. */
  openForm(error?: FormError): void;
  setValue(name: string, value: string): void;
  validateField(name: string): void;
  /** The widget is put away to be shown again: what was typed stays, its passwords and one-time answers go. */
  forgetSecrets(): void;
};

export function createFormSteps(ctx: FlowContext, validation: Validation): FormSteps {
  const { state, values } = ctx;

  /** The fields of the form shown now. */
  const shown = (): Credential[] => {
    const s = state.peek();
    return s.step === 'credentials' ? s.fields : s.step === 'mfa' ? [s.parameter] : [];
  };

  /** The field of that name on the form shown now. */
  const shownField = (name: string): Credential | undefined => shown().find((f) => f.name === name);

  function setFieldError(name: string, message: string | null): void {
    const s = state.peek();
    if (s.step !== 'credentials' && s.step !== 'mfa') return;
    if (s.errors.fields[name] === (message ?? undefined)) return;
    const fields = byName(s.errors.fields);
    if (message === null) delete fields[name];
    else fields[name] = message;
    ctx.setState({ ...s, errors: { ...s.errors, fields } });
  }

  return {
    openForm(error) {
      const { connector } = ctx.connection;
      if (!connector) return;
      const fields = formFieldsOf(connector.credentials);
      const typed = error ? withoutSecrets(fields, values.peek()) : values.peek();
      values.value = prefill(validation, fields, typed, ctx.options.openFinanceParameters);
      ctx.setState({ step: 'credentials', connector, fields, errors: { fields: byName(), ...(error && { form: error }) }, submitting: false });
    },
    setValue(name, value) {
      const field = shownField(name);
      if (!field) return;
      const mask = validation.maskFor(field);
      const next = byName(values.peek());
      next[name] = mask ? mask(value) : value;
      values.value = next;
      // A message about the old value would mislead; blur or submit checks the new one.
      setFieldError(name, null);
    },
    validateField(name) {
      const field = shownField(name);
      const value = values.peek()[name];
      // A blur checks what was typed; a field left empty is said to be required on submit, so leaving it for
      // another button (Back, Show password) never puts a message above that button as it is clicked.
      if (field && value) setFieldError(name, validation.validateField(field, value));
    },
    forgetSecrets() {
      // The institution's form was typed into even when another step is on screen now.
      values.value = withoutSecrets([...(ctx.connection.connector?.credentials ?? []), ...shown()], values.peek());
    },
  };
}
