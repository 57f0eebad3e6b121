// The error step: one screen for every ErrorKind, with its own copy, retry and a way back where they make sense.
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer.js';
import { connectorName } from './connector-name.js';
import * as css from './error-step.css.js';
import type { StepProps } from './step-props.js';
import { useStepState, type StepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';
import { useValue } from './use-value.js';

export function ErrorStep(props: StepProps) {
  const state = useStepState(props.flow, 'error');
  return state ? <ErrorView {...props} state={state} /> : null;
}

function ErrorView({ flow, t, state, onClose }: StepProps & { state: StepState<'error'> }) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  const canGoBack = useValue(flow.canGoBack);
  const { kind, connector } = state;
  const bodyText = t(`error.${kind}.body`);
  const device = kind === 'authorization-pending' ? state.item?.error?.attributes?.deviceNickname : undefined;
  const providerMessage = state.providerMessage?.trim();

  // The heading is read when it takes focus; the explanation is said right after.
  useEffect(() => announce(bodyText, 'assertive'), [bodyText, announce]);

  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
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
