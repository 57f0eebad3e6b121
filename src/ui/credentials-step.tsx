// The credentials step: the connector's form, built from its Credential descriptors.
import { connectorName } from './connector-name.js';
import { CredentialForm } from './credential-form.js';
import type { StepProps } from './step-props.js';
import { useStepState, type StepState } from './step-state.js';
import { heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';

export function CredentialsStep(props: StepProps) {
  const state = useStepState(props.flow, 'credentials');
  return state ? <CredentialsView {...props} state={state} /> : null;
}

function CredentialsView({ flow, t, state }: StepProps & { state: StepState<'credentials'> }) {
  const headingRef = useFocusHeading();
  const name = connectorName(state.connector);
  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('credentials.heading', { connector: name })}
      </h2>
      <p class={muted}>{t('credentials.intro', { connector: name })}</p>
      <CredentialForm
        flow={flow}
        t={t}
        fields={state.fields}
        errors={state.errors}
        submitting={state.submitting}
        submitLabel={t('credentials.submit')}
        submittingLabel={t('credentials.submitting')}
        onSubmit={() => flow.submitCredentials()}
      />
    </div>
  );
}
