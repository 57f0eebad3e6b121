// A form of credential fields (credentials and MFA steps): errors tied to fields, announced, focus on the first wrong one.
import { createRef } from 'preact';
import type { Credential } from '../api/schemas/index.js';
import type { Flow, FormErrors } from '../flow/types.js';
import type { Translate } from '../i18n/index.js';
import { changes, sayer } from './changes.js';
import { CredentialField } from './credential-field.js';
import { fieldErrorText, formErrorText } from './field-error-text.js';
import { callout } from './styles/box.css.js';
import { actions, button } from './styles/button.css.js';
import { step } from './styles/text.css.js';
import { View } from './view.js';

type Props = {
  flow: Flow;
  t: Translate;
  fields: readonly Credential[];
  errors: FormErrors;
  submitting: boolean;
  /** The submit button's words, which say when the form is being sent. */
  submitLabel: string;
  onSubmit: () => Promise<void>;
  oneTimeCode?: boolean;
  /** The step's heading, which names the form: focus goes to the first field, and the heading is still heard. */
  label: string;
};

/** Ids unique in the widget's shadow root, a new one per mount. */
let mounts = 0;

export class CredentialForm extends View<Props> {
  #formErrorId = `ponte-form-${++mounts}-error`;
  #form = createRef<HTMLFormElement>();
  #focusFirstInvalid = false;
  #shownFieldErrors: ReadonlySet<string> = new Set();
  /** The form error the last draw showed. */
  #formError: string | null = null;
  #sayFormError = sayer();
  #fieldErrorsChanged = changes();

  /** After each draw: a new form error is said; so are fields newly wrong, and a submit's answer moves focus to the first. */
  protected override afterDraw(): void {
    const { fields, errors, t } = this.props;
    const { announce } = this.context;
    this.#sayFormError(announce, this.#formError, 'assertive');

    if (!this.#fieldErrorsChanged(fields, errors.fields, announce, t)) return;
    const wrong = fields.filter((f) => errors.fields[f.name]);
    const fresh = wrong.filter((f) => !this.#shownFieldErrors.has(f.name));
    this.#shownFieldErrors = new Set(wrong.map((f) => f.name));
    const [only] = fresh;
    if (fresh.length === 1 && only) {
      const message = fieldErrorText(t, errors.fields[only.name] ?? '');
      announce(t('field.errorAnnouncement', { label: only.label, message }), 'assertive');
    } else if (fresh.length > 1) {
      announce(t('credentials.fixErrors', { count: wrong.length }), 'assertive');
    }
    if (this.#focusFirstInvalid && wrong.length > 0) {
      this.#form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    this.#focusFirstInvalid = false;
  }

  /** The first field, not the heading: the heading names the form, so it is still heard. */
  protected override focusTarget() {
    return this.#form.current?.querySelector<HTMLElement>('input, select');
  }

  #submit = (e: Event): void => {
    e.preventDefault();
    if (this.props.submitting) return;
    this.#focusFirstInvalid = true;
    void this.props.onSubmit();
  };

  protected draw() {
    const { flow, t, fields, errors, submitting } = this.props;
    const values = this.read(flow.values);
    const formError = errors.form ? formErrorText(t, errors.form) : null;
    const formErrorId = this.#formErrorId;
    this.#formError = formError;

    return (
      <form
        ref={this.#form}
        class={step}
        noValidate
        aria-label={this.props.label}
        aria-describedby={formError ? formErrorId : undefined}
        onSubmit={this.#submit}
      >
        {formError ? (
          <p id={formErrorId} class={callout.danger}>
            {formError}
          </p>
        ) : null}
        {fields.map((credential) => {
          const error = errors.fields[credential.name];
          return (
            <CredentialField
              key={credential.name}
              credential={credential}
              value={values[credential.name] ?? ''}
              error={error ? fieldErrorText(t, error) : undefined}
              t={t}
              oneTimeCode={this.props.oneTimeCode}
              onInput={(value) => flow.setValue(credential.name, value)}
              onBlur={() => flow.validateField(credential.name)}
            />
          );
        })}
        <div class={actions}>
          {/* aria-disabled rather than disabled: the button keeps focus while the form is sent. */}
          <button type="submit" class={button.primary} aria-disabled={submitting} aria-busy={submitting}>
            {this.props.submitLabel}
          </button>
        </div>
      </form>
    );
  }
}
