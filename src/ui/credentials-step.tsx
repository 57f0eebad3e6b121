// The credentials step: the connector's form, built from its Credential descriptors.
import { connectorName } from './connector-name.js';
import { CredentialForm } from './credential-form.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class CredentialsStep extends View<StepProps> {
  protected draw() {
    const { flow, t } = this.props;
    const state = stepState(this.read(flow.state), 'credentials');
    if (!state) return null;
    const name = connectorName(state.connector);
    const title = t('credentials.heading', { connector: name });
    return (
      <div class={step}>
        <h2 class={heading}>{title}</h2>
        {/* Only a form with a password is the app's sign-in; an open-finance one asks a CPF, and goes on at the institution. */}
        {state.fields.some((field) => field.type === 'password') ? <p class={muted}>{t('credentials.intro', { connector: name })}</p> : null}
        <CredentialForm
          flow={flow}
          t={t}
          fields={state.fields}
          errors={state.errors}
          submitting={state.submitting}
          submitLabel={t(state.submitting ? 'credentials.submitting' : 'credentials.submit')}
          onSubmit={() => flow.submitCredentials()}
          label={title}
        />
      </div>
    );
  }
}
