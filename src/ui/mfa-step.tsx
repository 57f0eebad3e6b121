// The MFA step: the item's pending parameter, with the same field renderer, the time left to answer, and a way back
// to the form (which signs in again, and so asks again) for a code that never came.
import { connectorName } from './connector-name.js';
import { Countdown } from './countdown.js';
import { CredentialForm } from './credential-form.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class MfaStep extends View<StepProps> {
  protected draw() {
    const { flow, t, language } = this.props;
    const state = stepState(this.read(flow.state), 'mfa');
    if (!state) return null;
    const { parameter } = state;
    const instructions = parameter.instructions?.trim();
    const code = parameter.type === 'number' || parameter.type === 'text';
    const canGoBack = this.read(flow.canGoBack);
    return (
      <div class={step}>
        <h2 class={heading}>{t('mfa.heading')}</h2>
        <p class={body}>{instructions || t('mfa.intro', { connector: connectorName(state.connector) })}</p>
        <Countdown secondsLeft={flow.secondsLeft} t={t} language={language} />
        <CredentialForm
          flow={flow}
          t={t}
          fields={[parameter]}
          errors={state.errors}
          submitting={state.submitting}
          submitLabel={t(state.submitting ? 'mfa.submitting' : 'mfa.submit')}
          onSubmit={() => flow.submitMfa()}
          label={t('mfa.heading')}
          oneTimeCode={code}
        />
        {canGoBack && code ? <p class={muted}>{t('mfa.noCode')}</p> : null}
        {canGoBack ? (
          <button type="button" class={button.secondary} onClick={() => flow.back()}>
            {t('error.backToForm')}
          </button>
        ) : null}
      </div>
    );
  }
}
