// The MFA step: the item's pending parameter, with the same field renderer, and the time left to answer.
import { connectorName } from './connector-name';
import { Countdown } from './countdown';
import { CredentialForm } from './credential-form';
import type { StepProps } from './step-props';
import { stepState, type StepState } from './step-state';
import { body, heading, step } from './styles/text.css';
import { useFocusHeading } from './use-focus-heading';

export function MfaStep(props: StepProps) {
  const state = stepState(props.flow, 'mfa');
  return state ? <MfaView {...props} state={state} /> : null;
}

function MfaView({ flow, t, language, state }: StepProps & { state: StepState<'mfa'> }) {
  const headingRef = useFocusHeading();
  const { parameter } = state;
  const instructions = parameter.instructions?.trim();
  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('mfa.heading')}
      </h2>
      <p class={body}>{instructions || t('mfa.intro', { connector: connectorName(state.connector) })}</p>
      <Countdown secondsLeft={flow.secondsLeft} t={t} language={language} />
      <CredentialForm
        flow={flow}
        t={t}
        fields={[parameter]}
        errors={state.errors}
        submitting={state.submitting}
        submitLabel={t('mfa.submit')}
        submittingLabel={t('mfa.submitting')}
        onSubmit={() => flow.submitMfa()}
        oneTimeCode={parameter.type === 'number' || parameter.type === 'text'}
      />
    </div>
  );
}
