// A form of credential fields (credentials and MFA steps): errors tied to fields, announced, focus on the first wrong one.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import type { Credential } from '../api/schemas/index.js';
import type { Flow, FormErrors } from '../flow/types.js';
import type { Translate } from '../i18n/index.js';
import { useAnnounce } from './announcer.js';
import { CredentialField } from './credential-field.js';
import * as css from './credential-form.css.js';
import { fieldErrorText, formErrorText } from './field-error-text.js';
import { actions, button } from './styles/button.css.js';
import { useValue } from './use-value.js';

type Props = {
  flow: Flow;
  t: Translate;
  fields: readonly Credential[];
  errors: FormErrors;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: () => Promise<void>;
  oneTimeCode?: boolean;
  children?: ComponentChildren;
};

export function CredentialForm(props: Props) {
  const { flow, t, fields, errors, submitting } = props;
  const announce = useAnnounce();
  const formErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useRef(false);
  const shownFieldErrors = useRef<ReadonlySet<string>>(new Set());
  const values = useValue(flow.values);
  const formError = errors.form ? formErrorText(t, errors.form) : null;

  useEffect(() => {
    if (formError) announce(formError, 'assertive');
  }, [formError, announce]);

  useEffect(() => {
    const wrong = fields.filter((f) => errors.fields[f.name]);
    const fresh = wrong.filter((f) => !shownFieldErrors.current.has(f.name));
    shownFieldErrors.current = new Set(wrong.map((f) => f.name));
    const [only] = fresh;
    if (fresh.length === 1 && only) {
      const message = fieldErrorText(t, errors.fields[only.name] ?? '');
      announce(t('field.errorAnnouncement', { label: only.label, message }), 'assertive');
    } else if (fresh.length > 1) {
      announce(t('credentials.fixErrors', { count: wrong.length }), 'assertive');
    }
    if (focusFirstInvalid.current && wrong.length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    focusFirstInvalid.current = false;
  }, [fields, errors.fields, announce, t]);

  const submit = (e: Event): void => {
    e.preventDefault();
    if (submitting) return;
    focusFirstInvalid.current = true;
    void props.onSubmit();
  };

  return (
    <form ref={formRef} class={css.form} noValidate aria-describedby={formError ? formErrorId : undefined} onSubmit={submit}>
      {formError ? (
        <p id={formErrorId} class={css.formError}>
          {formError}
        </p>
      ) : null}
      {props.children}
      {fields.map((credential) => {
        const error = errors.fields[credential.name];
        return (
          <CredentialField
            key={credential.name}
            credential={credential}
            value={values[credential.name] ?? ''}
            error={error ? fieldErrorText(t, error) : undefined}
            t={t}
            oneTimeCode={props.oneTimeCode}
            onInput={(value) => flow.setValue(credential.name, value)}
            onBlur={() => flow.validateField(credential.name)}
          />
        );
      })}
      <div class={actions}>
        {/* aria-disabled rather than disabled: the button keeps focus while the form is sent. */}
        <button type="submit" class={button.primary} aria-disabled={submitting} aria-busy={submitting}>
          {submitting ? props.submittingLabel : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
