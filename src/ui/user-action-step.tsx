// The approval step (WAITING_USER_ACTION): the institution's instructions, time left, and its approval page.
import { connectorName } from './connector-name';
import { Countdown } from './countdown';
import { safeLinkUrl } from './safe-url';
import type { StepProps } from './step-props';
import { stepState, type StepState } from './step-state';
import { actions, button } from './styles/button.css';
import { body, heading, muted, step } from './styles/text.css';
import { visuallyHidden } from './styles/visually-hidden.css';
import * as css from './user-action-step.css';
import { useFocusHeading } from './use-focus-heading';

export function UserActionStep(props: StepProps) {
  const state = stepState(props.flow, 'user-action');
  return state ? <UserActionView {...props} state={state} /> : null;
}

function UserActionView({ flow, t, language, state }: StepProps & { state: StepState<'user-action'> }) {
  const headingRef = useFocusHeading();
  const approvalUrl = safeLinkUrl(state.approvalUrl);
  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('userAction.heading')}
      </h2>
      <p class={body}>{t('userAction.intro', { connector: connectorName(state.connector) })}</p>
      <p class={css.instructions}>{state.instructions}</p>
      <Countdown secondsLeft={flow.secondsLeft} t={t} language={language} />
      {approvalUrl ? (
        <div class={actions}>
          <a class={button.primary} href={approvalUrl} target="_blank" rel="noopener noreferrer">
            {t('userAction.openApproval')}
            <span class={visuallyHidden}> {t('userAction.newWindow')}</span>
          </a>
        </div>
      ) : null}
      <p class={muted}>{t('userAction.waiting')}</p>
    </div>
  );
}
