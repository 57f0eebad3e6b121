// The receipt: amount, recipient, date and the end-to-end id (copyable); Continue to the merchant's success page when it has one.
import type { ComponentChildren } from 'preact';
import { actions, button } from '../ui/styles/button.css.js';
import { badge, top } from '../ui/styles/status.css.js';
import { CheckIcon } from '../ui/styles/icons.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import { CopyButton } from './copy-button.js';
import { callbackUrl } from './intent-outcome.js';
import { formatAmount, formatWhen } from './money.js';
import * as css from './receipt-step.css.js';
import { type PayStepProps, payStep } from './step-props.js';

/** `children`: what the payer allowed, in offer mode, instead of a payment's details. */
export class ReceiptStep extends View<PayStepProps & { children?: ComponentChildren }> {
  #said = false;

  protected override afterDraw(): void {
    if (this.#said) return;
    this.#said = true;
    this.context.announce(this.props.t('receipt.heading'));
  }

  protected draw() {
    const { flow, t, leave } = this.props;
    const state = payStep(this.read(flow.state), 'receipt');
    if (!state) return null;
    const { request, intent } = state;
    const next = callbackUrl(request.callbackUrls?.success, request.id, intent.id);
    const recipient = request.recipient?.name;
    return (
      <div class={step}>
        <div class={top}>
          <span class={badge.success}>
            <CheckIcon />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('receipt.heading')}
          </h2>
        </div>
        {this.props.children ?? (
          <dl class={css.details}>
            <div class={css.line}>
              <dt class={css.term}>{t('receipt.amount')}</dt>
              <dd class={css.value}>{formatAmount(request.amount)}</dd>
            </div>
            {recipient ? (
              <div class={css.line}>
                <dt class={css.term}>{t('receipt.to')}</dt>
                <dd class={css.value}>{recipient}</dd>
              </div>
            ) : null}
            <div class={css.line}>
              <dt class={css.term}>{t('receipt.date')}</dt>
              <dd class={css.value}>{formatWhen(intent.updatedAt)}</dd>
            </div>
            {intent.endToEndId ? (
              <div>
                <dt class={css.term}>{t('receipt.id')}</dt>
                <dd class={css.code}>{intent.endToEndId}</dd>
              </div>
            ) : null}
          </dl>
        )}
        <div class={actions}>
          {leave ? (
            <button type="button" class={button.primary} onClick={() => leave('done')}>
              {t('receipt.continue')}
            </button>
          ) : next ? (
            <a class={button.primary} href={next}>
              {t('receipt.continue')}
            </a>
          ) : (
            <p class={body}>{t('receipt.close')}</p>
          )}
          {intent.endToEndId ? <CopyButton text={intent.endToEndId} label={t('receipt.copy')} t={t} announce={this.context.announce} /> : null}
        </div>
      </div>
    );
  }
}
