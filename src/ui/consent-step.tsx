// The consent step: what the institution will share, before any credential is asked.
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import * as css from './consent-step.css.js';
import { productLabel } from './product-label.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class ConsentStep extends View<StepProps> {
  protected draw() {
    const { flow, t } = this.props;
    const state = stepState(this.read(flow.state), 'consent');
    if (!state) return null;
    const canGoBack = this.read(flow.canGoBack);
    const { connector } = state;
    const name = connectorName(connector);
    const products = connector.products ?? [];
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
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
}
