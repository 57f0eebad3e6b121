// The one renderer of a Credential descriptor, shared by the credentials and MFA steps.
import { Component } from 'preact';
import type { Credential } from '../api/schemas/index.js';
import { maskFor } from '../flow/index.js';
import type { Translate } from '../i18n/index.js';
import * as css from './credential-field.css.js';
import { digitCount } from './digit-count.js';
import { EyeIcon } from './eye-icon.js';
import { imageSource } from './image-source.js';

type Props = {
  credential: Credential;
  value: string;
  /** Text to show, already translated where it was a key. */
  error?: string;
  t: Translate;
  onInput: (value: string) => void;
  onBlur: () => void;
  /** An MFA code: lets phones offer the code they just received. */
  oneTimeCode?: boolean;
};

type InputHandler = (e: Event & { currentTarget: HTMLInputElement | HTMLSelectElement }) => void;

/** Ids unique in the widget's shadow root, a new one per mount. */
let mounts = 0;

export class CredentialField extends Component<Props, { shown: boolean }> {
  override state = { shown: false };
  #id = `ponte-field-${++mounts}`;

  #toggle = (): void => this.setState((s) => ({ shown: !s.shown }));

  override render() {
    const { credential, value, error, t, onInput, onBlur, oneTimeCode } = this.props;
    const { type, label, optional } = credential;
    const { shown } = this.state;
    const id = this.#id;
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const mask = maskFor(credential);
    // A mask already shapes what is typed (a CPF's dots and dash, past its digits' count).
    const digits = mask ? 0 : digitCount(credential.validation);
    const hint = credential.assistiveText?.trim() || (digits && t('field.digits', { count: digits }));
    const password = type === 'password';
    const src = type === 'image' ? imageSource(credential.data) : null;

    const handleInput: InputHandler = (e) => {
      const typed = e.currentTarget.value;
      const next = mask ? mask(typed) : typed;
      if (next !== typed) e.currentTarget.value = next;
      onInput(next);
    };

    const common = {
      id,
      name: credential.name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${hint ? hintId : ''} ${error ? errorId : ''}`.trim() || undefined,
      'aria-required': optional ? undefined : true,
      onBlur,
    } as const;

    const input = {
      ...common,
      class: password ? `${css.input} ${css.withToggle}` : css.input,
      inputMode: type === 'number' || mask || digits ? 'numeric' : undefined,
      maxLength: digits || undefined,
      autocomplete: oneTimeCode ? 'one-time-code' : 'off',
      autocapitalize: 'off',
      spellcheck: false,
      placeholder: credential.placeholder ?? undefined,
      value,
      onInput: handleInput,
    } as const;

    return (
      <div class={css.field}>
        <label for={id} class={css.label}>
          {label}
          {optional ? <span class={css.optional}> {t('field.optional')}</span> : null}
        </label>
        {src ? <img class={css.image} src={src} alt={t('field.imageAlt', { label })} /> : null}
        <div class={css.control}>
          {type === 'select' ? (
            <select {...common} class={css.input} value={value} onChange={handleInput}>
              <option value="">{credential.placeholder || t('field.selectPlaceholder')}</option>
              {(credential.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : password && !shown ? (
            // Two literal types, because the input's typings tell password inputs from text ones.
            <input {...input} type="password" />
          ) : (
            <input {...input} type="text" />
          )}
          {password ? (
            <button
              type="button"
              class={css.toggle}
              aria-label={t('field.showPassword')}
              aria-pressed={shown}
              aria-controls={id}
              onClick={this.#toggle}
            >
              <EyeIcon struck={shown} />
            </button>
          ) : null}
        </div>
        {hint ? (
          <p id={hintId} class={css.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} class={css.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
}
