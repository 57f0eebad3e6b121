// The error step: human copy under a warning mark, the actions that fit the error (one primary), and the code only in a details disclosure.
import { sayer } from './changes.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { callout } from './styles/box.css.js';
import { actions, button } from './styles/button.css.js';
import { AlertIcon } from './styles/icons.js';
import { badge, top } from './styles/status.css.js';
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
    const { kind, canRetry } = state;
    const bodyText = t(`error.${kind}.body`);
    const device = kind === 'authorization-pending' ? state.item?.error?.attributes?.deviceNickname : undefined;
    const providerMessage = state.providerMessage?.trim();
    this.#bodyText = bodyText;
    const canGoBack = this.read(flow.canGoBack);
    return (
      <div class={step}>
        <div class={top}>
          <span class={badge.danger}>
            <AlertIcon />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t(`error.${kind}.heading`)}
          </h2>
        </div>
        <p class={body}>{bodyText}</p>
        {device ? <p class={body}>{t('error.device', { device })}</p> : null}
        {providerMessage ? (
          <figure class={callout.danger}>
            <figcaption class={muted}>{t('error.providerMessage')}</figcaption>
            <blockquote class={body}>{providerMessage}</blockquote>
          </figure>
        ) : null}
        <div class={actions}>
          {/* One primary: retry, else the form again, else closing. */}
          {canRetry ? (
            <button type="button" class={button.primary} onClick={() => void flow.retry()}>
              {t('app.tryAgain')}
            </button>
          ) : null}
          {canGoBack ? (
            <button type="button" class={canRetry ? button.secondary : button.primary} onClick={() => flow.back()}>
              {t('error.backToForm')}
            </button>
          ) : null}
          {onClose ? (
            <button type="button" class={canRetry || canGoBack ? button.secondary : button.primary} onClick={onClose}>
              {t('header.close')}
            </button>
          ) : null}
        </div>
        <details class={muted}>
          <summary>{t('error.details')}</summary>
          <code>{state.code}</code>
        </details>
      </div>
    );
  }
}
