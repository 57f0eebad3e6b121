// Authorize at the bank: one button opens the consent in a popup from the click, a link when it is
// blocked, and the intent's status said politely while the page polls it.
import { sayer } from '../ui/changes.js';
import { safeLinkUrl } from '../ui/safe-url.js';
import { actions, button } from '../ui/styles/button.css.js';
import { busy, ring, top } from '../ui/styles/status.css.js';
import { body, heading, step } from '../ui/styles/text.css.js';
import type { Politeness } from '../ui/view-context.js';
import { View } from '../ui/view.js';
import { ConnectorLogo } from '../ui/connector-logo.js';
import { bankMark } from './bank-mark.js';
import { type PayStepProps, payStep } from './step-props.js';

export class AuthorizeStep extends View<PayStepProps> {
  #line: string | null = null;
  #politeness: Politeness = 'polite';
  #say = sayer();

  protected override afterDraw(): void {
    this.#say(this.context.announce, this.#line, this.#politeness);
  }

  protected draw() {
    const { flow, t } = this.props;
    const state = payStep(this.read(flow.state), 'authorize');
    if (!state) return null;
    const { bank, popup, intent } = state;
    const url = safeLinkUrl(intent.consentUrl);
    // STARTED and ENQUEUED come before the bank gives its address: the button waits for the next poll.
    const line = !url
      ? t('authorize.preparing', { bank })
      : popup === 'open'
        ? t('authorize.waiting', { bank })
        : popup === 'blocked'
          ? t('authorize.blocked')
          : popup === 'closed'
            ? t('authorize.closed', { bank })
            : null;
    this.#line = line;
    this.#politeness = popup === 'blocked' ? 'assertive' : 'polite';
    return (
      <div class={step}>
        <div class={top}>
          <span class={busy}>
            {popup === 'open' || !url ? <span class={ring} /> : null}
            <ConnectorLogo connector={bankMark(state.request, intent, bank)} />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('authorize.heading', { bank })}
          </h2>
          <p class={body}>{line ?? t('authorize.intro', { bank })}</p>
        </div>
        <div class={actions}>
          {popup === 'blocked' ? (
            url ? (
              // A fresh click on a link no blocker stops; the page keeps polling meanwhile.
              <a class={button.primary} href={url} target="_blank" rel="noopener">
                {t('authorize.link', { bank })}
              </a>
            ) : null
          ) : (
            // Nothing may come between the click and the window: one opened after an await is blocked.
            <button
              type="button"
              class={popup === 'open' ? button.secondary : button.primary}
              aria-disabled={url ? undefined : true}
              onClick={() => flow.openConsent()}
            >
              {popup === 'idle' ? t('authorize.open', { bank }) : t('authorize.reopen')}
            </button>
          )}
        </div>
      </div>
    );
  }
}
