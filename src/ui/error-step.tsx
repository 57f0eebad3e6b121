// The error step: one screen for every ErrorKind, with its own copy, retry and a way back where they make sense.
import { sayer } from './changes.js';
import { connectorName } from './connector-name.js';
import * as css from './error-step.css.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class ErrorStep extends View<StepProps> {
  /** The explanation the last draw on this step showed (kept off it): said when it changes. */
  #bodyText: string | null = null;
  #sayBody = sayer();

  // The heading is read when it takes focus; the explanation is said right after.
  protected override afterDraw(): void {
    this.#sayBody(this.context.announce, this.#bodyText, 'assertive');
  }

  protected draw() {
    const { flow, t, onClose } = this.props;
    const state = stepState(this.read(flow.state), 'error');
    if (!state) return null;
    const canGoBack = this.read(flow.canGoBack);
    const { kind, connector } = state;
    const bodyText = t(`error.${kind}.body`);
    const device = kind === 'authorization-pending' ? state.item?.error?.attributes?.deviceNickname : undefined;
    const providerMessage = state.providerMessage?.trim();
    this.#bodyText = bodyText;

    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t(`error.${kind}.heading`)}
        </h2>
        <p class={body}>{bodyText}</p>
        {device ? <p class={body}>{t('error.device', { device })}</p> : null}
        {providerMessage ? (
          <figure class={css.provider}>
            <figcaption class={muted}>
              {connector ? t('error.providerMessage', { connector: connectorName(connector) }) : t('error.providerMessageUnnamed')}
            </figcaption>
            <blockquote class={css.providerText}>{providerMessage}</blockquote>
          </figure>
        ) : null}
        <div class={actions}>
          {state.canRetry ? (
            <button type="button" class={button.primary} onClick={() => void flow.retry()}>
              {t('error.retry')}
            </button>
          ) : null}
          {canGoBack ? (
            <button type="button" class={button.secondary} onClick={() => flow.back()}>
              {t('error.backToForm')}
            </button>
          ) : null}
          {onClose ? (
            <button type="button" class={button.secondary} onClick={onClose}>
              {t('error.close')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }
}
