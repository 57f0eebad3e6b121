// The OAuth step: the popup opened on the user's click, or the same-window redirect fallback.
import { childController } from './abort.js';
import type { FlowContext } from './flow-context.js';
import { watchPopup } from './popup-watch.js';

type Popup = { closed: boolean; close(): void };

export type OAuthStep = {
  openOAuth(): void;
  oauthReturned(outcome: 'authorized' | 'denied'): void;
};

/**
 * When the popup is blocked the flow redirects the page itself (no second button): the click was
 * the user's go-ahead already, and the saved ids let the page pick the item up on return.
 */
export function createOAuthStep(ctx: FlowContext): OAuthStep {
  const { deps } = ctx;
  let popup: Popup | null = null;
  let watch: AbortController | undefined;
  /** The callback page reported for the window open now: its closing is no walking away. */
  let answered = false;

  function openOAuth(): void {
    const s = ctx.state.peek();
    if (s.step !== 'oauth') return;
    // The window's item and institution, as its later closing is told too.
    const ids = { itemId: s.item.id, connectorId: s.connector.id, connectorName: s.connector.name };
    // Synchronous on purpose: a window opened after an await is blocked.
    const opened = deps.openWindow?.(s.url) ?? null;
    if (opened === null) {
      ctx.emit('POPUP_BLOCKED', ids, false);
      ctx.setState({ ...s, popup: 'blocked' });
      // Only ids: the consent URL and anything typed stay out of storage.
      deps.resumeStore?.save({ itemId: s.item.id, connectorId: s.connector.id });
      deps.redirect?.(s.url);
      return;
    }
    popup = opened;
    answered = false;
    ctx.setState({ ...s, popup: 'open' });
    ctx.emit('OAUTH_OPENED', ids, false);
    // Watched until it closes, whatever step the item has reached by then.
    watch?.abort();
    watch = childController(ctx.master.signal);
    void watchPopup(opened, {
      sleep: deps.sleep,
      signal: watch.signal,
      onClosed: () => {
        if (popup === opened) popup = null;
        ctx.emit('OAUTH_CLOSED', ids, false);
        const now = ctx.state.peek();
        // Closed unanswered: the user walked away; answered, the next poll moves the step on.
        if (now.step === 'oauth' && now.popup === 'open' && !answered) ctx.setState({ ...now, popup: 'closed' });
        ctx.activity.nudge();
      },
    });
  }

  /** The item's next state tells authorized from denied; either way, it is time to look. */
  function oauthReturned(): void {
    answered = true;
    if (popup && !popup.closed) popup.close();
    ctx.activity.nudge();
  }

  return { openOAuth, oauthReturned };
}
