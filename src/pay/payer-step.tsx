// The payer's details: CPF or CNPJ (masked as typed), the name when the request needs it; Continue creates the intent.
import { ConnectorLogo } from '../ui/connector-logo.js';
import { actions, button } from '../ui/styles/button.css.js';
import { row } from '../ui/styles/box.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import type { PayKey } from './i18n/en.js';
import type { FieldError } from './pay-flow.js';
import * as css from './payer-step.css.js';
import { type PayStepProps, payStep } from './step-props.js';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  error: string | null;
  inputRef: (input: HTMLInputElement | null) => void;
  /** Answers the value as the flow keeps it (masked), which the field then shows even when unchanged. */
  onInput: (value: string) => string;
  numeric?: boolean;
};

const TAX_NUMBER_ERRORS: Readonly<Record<FieldError, PayKey>> = {
  required: 'field.taxNumber.required',
  invalid: 'field.taxNumber.invalid',
  tooLong: 'field.taxNumber.invalid',
};
const NAME_ERRORS: Readonly<Record<FieldError, PayKey>> = {
  required: 'field.name.required',
  invalid: 'field.name.invalid',
  tooLong: 'field.name.tooLong',
};

function Field({ id, label, value, error, inputRef, onInput, numeric }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div class={css.field}>
      <label for={id} class={css.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        class={css.input}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autocomplete={numeric ? 'off' : 'name'}
        spellcheck={false}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onInput={(e) => {
          const kept = onInput(e.currentTarget.value);
          if (e.currentTarget.value !== kept) e.currentTarget.value = kept;
        }}
      />
      {error ? (
        <p id={errorId} class={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export class PayerStep extends View<PayStepProps> {
  #taxNumber: HTMLInputElement | null = null;
  #name: HTMLInputElement | null = null;
  /** The errors the last draw showed: new ones take focus and are said. */
  #shown: string | null = null;
  #errors: { taxNumber?: FieldError; name?: FieldError } = {};

  protected override focusTarget(): HTMLElement | null {
    return this.#taxNumber;
  }

  protected override afterDraw(): void {
    const { t } = this.props;
    const { taxNumber, name } = this.#errors;
    const said = [taxNumber && t(TAX_NUMBER_ERRORS[taxNumber]), name && t(NAME_ERRORS[name])].filter(Boolean).join(' ');
    if (said === this.#shown) return;
    this.#shown = said;
    if (!said) return;
    (taxNumber ? this.#taxNumber : this.#name)?.focus();
    this.context.announce(said, 'assertive');
  }

  #submit = (e: Event): void => {
    e.preventDefault();
    this.props.flow.submit();
  };

  protected draw() {
    const { flow, t } = this.props;
    const state = payStep(this.read(flow.state), 'payer');
    if (!state) return null;
    const taxNumber = this.read(flow.taxNumber);
    const name = this.read(flow.name);
    const { errors, sending, connector } = state;
    this.#errors = errors;
    return (
      <form class={step} onSubmit={this.#submit} noValidate>
        <div class={row}>
          <ConnectorLogo connector={connector} />
          <h2 class={heading}>{t('payer.heading')}</h2>
        </div>
        <p class={body}>{t('payer.intro', { bank: connector.name })}</p>
        <Field
          id="pay-tax-number"
          label={t('payer.taxNumber')}
          value={taxNumber}
          numeric
          error={errors.taxNumber ? t(TAX_NUMBER_ERRORS[errors.taxNumber]) : null}
          inputRef={(input) => {
            this.#taxNumber = input;
          }}
          onInput={(value) => {
            flow.setTaxNumber(value);
            return flow.taxNumber.peek();
          }}
        />
        {state.request.needsPayerName ? (
          <Field
            id="pay-name"
            label={t('payer.name')}
            value={name}
            error={errors.name ? t(NAME_ERRORS[errors.name]) : null}
            inputRef={(input) => {
              this.#name = input;
            }}
            onInput={(value) => {
              flow.setName(value);
              return flow.name.peek();
            }}
          />
        ) : null}
        <div class={actions}>
          <button type="submit" class={button.primary} aria-disabled={sending || undefined}>
            {sending ? t('payer.sending') : t('payer.continue')}
          </button>
          <button type="button" class={button.secondary} onClick={() => flow.chooseAnotherBank()}>
            {t('payer.otherBank')}
          </button>
        </div>
      </form>
    );
  }
}
