// The consent step: who receives the data (the merchant, where it gave its name), what the institution will share and for how long, the merchant's privacy
// policy, and that the password stays with the institution; before any credential is asked.
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import * as css from './consent-step.css.js';
import { productLabel } from './product-label.js';
import { safeLinkUrl } from './safe-url.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { row } from './styles/box.css.js';
import { actions, button } from './styles/button.css.js';
import { LockIcon } from './styles/icons.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class ConsentStep extends View<StepProps> {
  protected draw() {
    const { flow, t, client } = this.props;
    const state = stepState(this.read(flow.state), 'consent');
    if (!state) return null;
    const canGoBack = this.read(flow.canGoBack);
    const { connector } = state;
    const name = connectorName(connector);
    const products = connector.products ?? [];
    // The checked options: a name, and a privacy page only at an http(s) address.
    const { clientName, privacyPolicyUrl } = client ?? {};
    const merchant = typeof clientName === 'string' && clientName.trim();
    const privacy = typeof privacyPolicyUrl === 'string' && safeLinkUrl(privacyPolicyUrl);
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('consent.heading')}
        </h2>
        <p class={row}>
          <ConnectorLogo connector={connector} />
          <strong>{name}</strong>
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
        {/* For how long: an Open Finance consent runs out (12 months at most, by the regulator's rules); a direct login lasts until the connection is removed. */}
        <p class={muted}>{t(connector.isOpenFinance ? 'consent.ofTerm' : 'consent.term')}</p>
        <p class={`${row} ${muted}`}>
          <LockIcon />
          {merchant ? t('consent.password', { client: merchant }) : t('consent.note')}
        </p>
        {privacy ? (
          <a class={muted} href={privacy} target="_blank" rel="noopener noreferrer">
            {t('consent.privacy')}
          </a>
        ) : null}
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
