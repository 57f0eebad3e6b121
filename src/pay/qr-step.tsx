// A request made from a Pix QR code: the QR code to scan, its copy-and-paste code with a Copy button, or the bank list instead.
import { actions, button } from '../ui/styles/button.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import { CopyButton } from './copy-button.js';
import { formatAmount } from './money.js';
import * as qr from './qr-step.css.js';
import * as css from './receipt-step.css.js';
import { type PayStepProps, payStep } from './step-props.js';

export class QrStep extends View<PayStepProps> {
  protected draw() {
    const { flow, t } = this.props;
    const state = payStep(this.read(flow.state), 'qr');
    if (!state) return null;
    const { amount } = state.request;
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('qr.heading')}
        </h2>
        <p class={body}>{t('qr.intro')}</p>
        <img
          class={qr.image}
          src={state.image}
          alt={amount === null ? t('qr.imageNoAmount') : t('qr.image', { amount: formatAmount(amount) })}
          width={240}
          height={240}
        />
        <dl class={css.details}>
          <dt class={css.term}>{t('qr.label')}</dt>
          <dd class={css.code}>{state.code}</dd>
        </dl>
        <div class={actions}>
          <CopyButton text={state.code} label={t('qr.copy')} t={t} announce={this.context.announce} primary />
          {state.request.connectors.length > 0 ? (
            <button type="button" class={button.secondary} onClick={() => flow.chooseAnotherBank()}>
              {t('qr.bank')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }
}
