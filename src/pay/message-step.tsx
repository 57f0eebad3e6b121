// The steps that are a message and at most one way on: loading, a link to nothing, payments off, a
// request closed, and the retry screen when the network or the server failed.
import { actions, button } from '../ui/styles/button.css.js';
import { AlertIcon } from '../ui/styles/icons.js';
import { spinner } from '../ui/styles/spinner.css.js';
import { badge, top } from '../ui/styles/status.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import { View } from '../ui/view.js';
import type { PayKey } from './i18n/en.js';
import { callbackUrl, type Closed } from './intent-outcome.js';
import type { PayState, RetryReason } from './pay-flow.js';
import type { PayStepProps } from './step-props.js';

const CLOSED: Readonly<Record<Closed, PayKey>> = {
  paid: 'closed.paid',
  expired: 'closed.expired',
  canceled: 'closed.canceled',
  refunded: 'closed.refunded',
  other: 'closed.other',
};
const RETRY: Readonly<Record<RetryReason, PayKey>> = { network: 'retry.network', server: 'retry.server', busy: 'retry.busy' };

type Message = { heading: PayKey; body?: PayKey; busy?: boolean; action?: 'retry'; link?: string | null };

/** What each message step says, or null for the steps that are not one. */
function messageOf(state: PayState): Message | null {
  switch (state.step) {
    case 'loading':
      return { heading: 'page.loading', busy: true };
    // A later step whose code has not arrived yet: said as loading until it has.
    case 'payer':
    case 'authorize':
    case 'processing':
    case 'receipt':
    case 'problem':
    case 'qr':
      return { heading: 'page.loading', busy: true };
    case 'missing':
      return { heading: 'missing.heading', body: 'missing.body' };
    case 'unconfigured':
      return { heading: 'unconfigured.heading', body: 'unconfigured.body' };
    case 'retry':
      return { heading: RETRY[state.reason], body: 'retry.body', action: 'retry' };
    case 'closed':
      return {
        heading: CLOSED[state.closed],
        body: 'closed.body',
        link: callbackUrl(state.request.callbackUrls?.error, state.request.id, state.request.intent?.id),
      };
    default:
      return null;
  }
}

export class MessageStep extends View<PayStepProps> {
  #said = false;

  protected override afterDraw(): void {
    const message = messageOf(this.props.flow.state.peek());
    if (this.#said || !message) return;
    this.#said = true;
    const { t } = this.props;
    this.context.announce([t(message.heading), message.body ? t(message.body) : ''].join(' ').trim(), message.action ? 'assertive' : 'polite');
  }

  protected draw() {
    const { flow, t } = this.props;
    const message = messageOf(this.read(flow.state));
    if (!message) return null;
    return (
      <div class={step} aria-busy={message.busy || undefined}>
        <div class={top}>
          {message.busy ? (
            <span class={spinner} />
          ) : message.action ? (
            <span class={badge.danger}>
              <AlertIcon />
            </span>
          ) : null}
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t(message.heading)}
          </h2>
          {message.body ? <p class={body}>{t(message.body)}</p> : null}
        </div>
        {message.action || message.link ? (
          <div class={actions}>
            {message.action ? (
              <button type="button" class={button.primary} onClick={() => flow.retry()}>
                {t('retry.action')}
              </button>
            ) : null}
            {message.link ? (
              <a class={button.primary} href={message.link}>
                {t('problem.store')}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }
}
