// The OAuth step: opens the institution's authorization in a popup on the click itself, or continues here; while
// it is open, the logo turns in the spinner's ring, with the time left to authorize and a way to open the window again.
import { sayer } from './changes.js';
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import { Countdown } from './countdown.js';
import { safeLinkUrl } from './safe-url.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { busy, ring, top } from './styles/status.css.js';
import { body, heading, step } from './styles/text.css.js';
import type { Politeness } from './view-context.js';
import { View } from './view.js';

export class OAuthStep extends View<StepProps> {
  /**
   * The popup's line the last draw on this step showed (kept off it), one at a time: said when it
   * appears or changes, a block assertively.
   */
  #line: string | null = null;
  #politeness: Politeness = 'polite';
  #sayLine = sayer();

  protected override afterDraw(): void {
    this.#sayLine(this.context.announce, this.#line, this.#politeness);
  }

  protected draw() {
    const { flow, t, inFrame, language } = this.props;
    const state = stepState(this.read(flow.state), 'oauth');
    if (!state) return null;
    const { popup } = state;
    const name = connectorName(state.connector);
    const url = safeLinkUrl(state.url);

    // Waiting while the popup is open, why it did not open, or that it closed unanswered (open it
    // again, or go back to the form where the flow allows it).
    const line =
      popup === 'open'
        ? t('oauth.waiting', { connector: name })
        : popup === 'blocked'
          ? t(inFrame ? 'oauth.blockedInFrame' : 'oauth.blocked')
          : popup === 'closed'
            ? t('oauth.closed')
            : null;
    const canGoBack = this.read(flow.canGoBack);
    this.#line = line;
    this.#politeness = popup === 'blocked' ? 'assertive' : 'polite';

    // Nothing may come between the click and openOAuth: a window opened after an await is blocked.
    const open = (): void => flow.openOAuth();

    return (
      <div class={step}>
        <div class={top}>
          <span class={busy}>
            {popup === 'open' ? <span class={ring} /> : null}
            <ConnectorLogo connector={state.connector} />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('oauth.heading', { connector: name })}
          </h2>
          <p class={body}>{line ?? t('oauth.intro')}</p>
          <Countdown secondsLeft={flow.secondsLeft} t={t} language={language} />
        </div>
        <div class={actions}>
          {/* One button opens the window, then opens it again, and keeps the focus in between. */}
          {popup === 'blocked' ? null : (
            <button type="button" class={popup === 'open' ? button.secondary : button.primary} onClick={open}>
              {popup === 'idle' ? t('oauth.open', { connector: name }) : t('oauth.reopen')}
            </button>
          )}
          {popup === 'closed' && canGoBack ? (
            <button type="button" class={button.secondary} onClick={() => flow.back()}>
              {t('error.backToForm')}
            </button>
          ) : null}
          {popup === 'blocked' && url ? (
            // Unframed, this page goes there: the flow kept the resume state before reporting the block,
            // and this page picks it up on return. A framed widget cannot leave (institutions refuse to
            // be framed): a new tab, a fresh click no blocker stops, and the item's polling sees the
            // answer. No opener: that tab is not ours.
            <a class={button.primary} href={url} target={inFrame ? '_blank' : undefined} rel={inFrame ? 'noopener noreferrer' : undefined}>
              {t(inFrame ? 'oauth.continueInNewTab' : 'oauth.continueHere')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
}
