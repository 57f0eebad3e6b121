// The success step: a confirmation mark, the accounts found (type, last four digits only), what a partial sync missed, one Done.
import { connectorName } from './connector-name.js';
import { productLabel } from './product-label.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { callout, card } from './styles/box.css.js';
import { actions, button } from './styles/button.css.js';
import { CheckIcon } from './styles/icons.js';
import { badge, top } from './styles/status.css.js';
import { body, heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class SuccessStep extends View<StepProps> {
  protected draw() {
    const { flow, t, onClose } = this.props;
    const state = stepState(this.read(flow.state), 'success');
    if (!state) return null;
    return (
      <div class={step}>
        <div class={top}>
          <span class={badge.success}>
            <CheckIcon />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('success.heading')}
          </h2>
          <p class={body}>{t('success.body', { connector: connectorName(state.connector) })}</p>
        </div>
        {state.accounts?.length ? (
          <>
            <p class={body}>{t('success.accounts', { count: state.accounts.length })}</p>
            <ul class={card}>
              {state.accounts.map(({ id, name, number, subtype }) => {
                // The last four digits tell accounts apart; the rest stays off screen.
                const last = number?.replace(/\D/g, '').slice(-4);
                const kind =
                  subtype === 'CHECKING_ACCOUNT'
                    ? t('success.checking')
                    : subtype === 'SAVINGS_ACCOUNT'
                      ? t('success.savings')
                      : subtype === 'CREDIT_CARD'
                        ? t('success.card')
                        : '';
                // The type, unless the name already says it ("Conta Corrente PJ").
                const line = [!name?.toLowerCase().includes(kind.toLowerCase()) && kind, last && `•••• ${last}`].filter(Boolean).join(' · ');
                return (
                  <li key={id}>
                    {name}
                    {line ? <span class={muted}>{`\n${line}`}</span> : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {state.failedProducts.length > 0 ? (
          <div class={callout.warning}>
            <p class={body}>{t('success.partial')}</p>
            <ul class={muted}>
              {state.failedProducts.map((product) => (
                <li key={product}>{productLabel(t, product)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {onClose ? (
          <div class={actions}>
            <button type="button" class={button.primary} onClick={onClose}>
              {t('success.done')}
            </button>
          </div>
        ) : null}
      </div>
    );
  }
}
