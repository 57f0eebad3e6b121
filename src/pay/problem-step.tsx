// A payment that did not go through, in the payer's words: Try again (the bank list, what was typed kept) or back to the store.
import { actions, button } from '../ui/styles/button.css.js';
import { AlertIcon } from '../ui/styles/icons.js';
import { badge, top } from '../ui/styles/status.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import type { PayKey } from './i18n/en.js';
import { callbackUrl, type Problem } from './intent-outcome.js';
import { type PayStepProps, payStep } from './step-props.js';

const HEADINGS: Readonly<Record<Problem, PayKey>> = {
  declined: 'problem.declined',
  consentInvalid: 'problem.consentInvalid',
  expired: 'problem.expired',
  balance: 'problem.balance',
  limit: 'problem.limit',
  refused: 'problem.refused',
  bankFailure: 'problem.bankFailure',
  failed: 'problem.failed',
};

export class ProblemStep extends View<PayStepProps> {
  #said = false;

  protected override afterDraw(): void {
    const state = payStep(this.props.flow.state.peek(), 'problem');
    if (this.#said || !state) return;
    this.#said = true;
    this.context.announce(this.props.t(HEADINGS[state.problem], { bank: state.bank }), 'assertive');
  }

  protected draw() {
    const { flow, t, leave } = this.props;
    const state = payStep(this.read(flow.state), 'problem');
    if (!state) return null;
    const { request, intent, bank } = state;
    const store = callbackUrl(request.callbackUrls?.error, request.id, intent.id);
    return (
      <div class={step}>
        <div class={top}>
          <span class={badge.danger}>
            <AlertIcon />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t(HEADINGS[state.problem], { bank })}
          </h2>
          <p class={body}>{t('problem.body', { bank })}</p>
        </div>
        <div class={actions}>
          <button type="button" class={button.primary} onClick={() => flow.tryAgain()}>
            {t('problem.retry')}
          </button>
          {leave ? (
            <button type="button" class={button.secondary} onClick={() => leave('user')}>
              {t('problem.store')}
            </button>
          ) : store ? (
            <a class={button.secondary} href={store}>
              {t('problem.store')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
}
