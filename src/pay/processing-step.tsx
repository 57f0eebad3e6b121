// Processing: the consent is given and the bank is paying; said politely, with the spinner around the bank's mark.
import { ConnectorLogo } from '../ui/connector-logo.js';
import { busy, ring, top } from '../ui/styles/status.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import { bankMark } from './bank-mark.js';
import { type PayStepProps, payStep } from './step-props.js';

export class ProcessingStep extends View<PayStepProps> {
  #said = false;

  protected override afterDraw(): void {
    // Once per mount: the step is keyed, so a new one says it again.
    if (this.#said) return;
    this.#said = true;
    this.context.announce(this.props.t('processing.heading'));
  }

  protected draw() {
    const { flow, t } = this.props;
    const state = payStep(this.read(flow.state), 'processing');
    if (!state) return null;
    return (
      <div class={step} aria-busy="true">
        <div class={top}>
          <span class={busy}>
            <span class={ring} />
            <ConnectorLogo connector={bankMark(state.request, state.intent, state.bank)} />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('processing.heading')}
          </h2>
          <p class={body}>{t('processing.body', { bank: state.bank })}</p>
        </div>
      </div>
    );
  }
}
