// The consent step: what the institution will share, before any credential is asked.
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import * as css from './consent-step.css.js';
import { productLabel } from './product-label.js';
import type { StepProps } from './step-props.js';
import { useStepState, type StepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';
import { useValue } from './use-value.js';

export function ConsentStep(props: StepProps) {
  const state = useStepState(props.flow, 'consent');
  return state ? <ConsentView {...props} state={state} /> : null;
}

function ConsentView({ flow, t, state }: StepProps & { state: StepState<'consent'> }) {
  const headingRef = useFocusHeading();
  const canGoBack = useValue(flow.canGoBack);
  const { connector } = state;
  const name = connectorName(connector);
  const products = connector.products ?? [];
  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('consent.heading')}
      </h2>
      <p class={css.institution}>
        <ConnectorLogo connector={connector} />
        <span>{name}</span>
      </p>
      <p class={body}>{t('consent.intro', { connector: name })}</p>
      {products.length > 0 ? (
        <ul class={css.products}>
          {products.map((product) => (
            <li key={product}>{productLabel(t, product)}</li>
          ))}
        </ul>
      ) : (
        <p class={body}>{t('consent.noProducts')}</p>
      )}
      <p class={muted}>{t('consent.note')}</p>
      <div class={actions}>
        <button type="button" class={button.primary} onClick={() => flow.acceptConsent()}>
          {t('consent.continue')}
        </button>
        {canGoBack ? (
          <button type="button" class={button.secondary} onClick={() => flow.back()}>
            {t('consent.back')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
