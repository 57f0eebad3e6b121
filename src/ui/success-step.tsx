// The success step: the institution is connected; a partial success says which products failed.
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import { productLabel } from './product-label.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, step } from './styles/text.css.js';
import * as css from './success-step.css.js';
import { View } from './view.js';

/** Ids unique in the widget's shadow root, a new one per mount. */
let mounts = 0;

export class SuccessStep extends View<StepProps> {
  #id = `ponte-success-${++mounts}`;

  protected draw() {
    const { flow, t, onClose } = this.props;
    const state = stepState(this.read(flow.state), 'success');
    if (!state) return null;
    // Each list is named by the sentence that introduces it, so the two are told apart.
    const accountsId = `${this.#id}-accounts`;
    const partialId = `${this.#id}-partial`;
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('success.heading')}
        </h2>
        <p class={css.banner}>
          <ConnectorLogo connector={state.connector} />
          <span>{t('success.body', { connector: connectorName(state.connector) })}</span>
        </p>
        {state.accounts?.length ? (
          <div>
            <p id={accountsId} class={body}>
              {t('success.accounts', { count: state.accounts.length })}
            </p>
            <ul class={css.list} aria-labelledby={accountsId}>
              {state.accounts.map((account) => (
                <li key={account.id}>
                  {account.name}
                  {account.number ? <span class={css.number}> {account.number}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.failedProducts.length > 0 ? (
          <div class={css.partial}>
            <p id={partialId} class={body}>
              {t('success.partial')}
            </p>
            <ul class={css.list} aria-labelledby={partialId}>
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
