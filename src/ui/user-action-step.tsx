// The approval step (WAITING_USER_ACTION): the institution's instructions, time left, and its approval page.
import { connectorName } from './connector-name.js';
import { Countdown } from './countdown.js';
import { safeLinkUrl } from './safe-url.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { card } from './styles/box.css.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { visuallyHidden } from './styles/visually-hidden.css.js';
import { View } from './view.js';

export class UserActionStep extends View<StepProps> {
  protected draw() {
    const { flow, t, language } = this.props;
    const state = stepState(this.read(flow.state), 'user-action');
    if (!state) return null;
    const approvalUrl = safeLinkUrl(state.approvalUrl);
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('userAction.heading')}
        </h2>
        <p class={body}>{t('userAction.intro', { connector: connectorName(state.connector) })}</p>
        <p class={card}>{state.instructions}</p>
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
}
