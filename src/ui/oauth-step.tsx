// The OAuth step: opens the institution's authorization in a popup on the click itself, or continues here.
import { changes } from './changes.js';
import { connectorName } from './connector-name.js';
import { safeLinkUrl } from './safe-url.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { actions, button } from './styles/button.css.js';
import { body, heading, step } from './styles/text.css.js';
import { View } from './view.js';

type Said = { blocked: string | null; waiting: string | null; closed: string | null };

export class OAuthStep extends View<StepProps> {
  /** What the last draw showed of the popup (null off this step): each line is said when it appears or changes. */
  #drawn: Said | null = null;
  #blockedChanged = changes();
  #waitingChanged = changes();
  #closedChanged = changes();

  #say(): void {
    const { announce } = this.context;
    if (!this.#drawn) return;
    const { blocked, waiting, closed } = this.#drawn;
    if (this.#blockedChanged(blocked, announce) && blocked) announce(blocked, 'assertive');
    if (this.#waitingChanged(waiting, announce) && waiting) announce(waiting);
    if (this.#closedChanged(closed, announce) && closed) announce(closed);
  }

  protected override afterDraw(): void {
    this.#say();
  }

  protected draw() {
    const { flow, t, inFrame } = this.props;
    const state = stepState(this.read(flow.state), 'oauth');
    this.#drawn = null;
    if (!state) return null;
    const name = connectorName(state.connector);
    const url = safeLinkUrl(state.url);

    const blocked = state.popup === 'blocked' ? t(inFrame ? 'oauth.blockedInFrame' : 'oauth.blocked') : null;
    const waiting = state.popup === 'open' ? t('oauth.waiting') : null;
    // Closed unanswered: open it again, or go back to the form where the flow allows it.
    const closed = state.popup === 'closed' ? t('oauth.closed') : null;
    const canGoBack = this.read(flow.canGoBack);
    this.#drawn = { blocked, waiting, closed };

    // Nothing may come between the click and openOAuth: a window opened after an await is blocked.
    const open = (): void => flow.openOAuth();

    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('oauth.heading', { connector: name })}
        </h2>
        <p class={body}>{t('oauth.intro', { connector: name })}</p>
        {waiting ? <p class={body}>{waiting}</p> : null}
        {blocked ? <p class={body}>{blocked}</p> : null}
        {closed ? <p class={body}>{closed}</p> : null}
        <div class={actions}>
          {state.popup === 'idle' ? (
            <button type="button" class={button.primary} onClick={open}>
              {t('oauth.open', { connector: name })}
            </button>
          ) : null}
          {state.popup === 'open' || state.popup === 'closed' ? (
            <button type="button" class={state.popup === 'closed' ? button.primary : button.secondary} onClick={open}>
              {t('oauth.reopen')}
            </button>
          ) : null}
          {closed && canGoBack ? (
            <button type="button" class={button.secondary} onClick={() => flow.back()}>
              {t('error.backToForm')}
            </button>
          ) : null}
          {state.popup === 'blocked' && url && !inFrame ? (
            // The flow kept the resume state before reporting the block; this page picks it up on return.
            <a class={button.primary} href={url}>
              {t('oauth.continueHere')}
            </a>
          ) : null}
          {state.popup === 'blocked' && url && inFrame ? (
            // A framed widget cannot leave (institutions refuse to be framed): a new tab, a fresh click
            // no blocker stops, and the item's polling sees the answer. No opener: that tab is not ours.
            <a class={button.primary} href={url} target="_blank" rel="noopener noreferrer">
              {t('oauth.continueInNewTab')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
}
