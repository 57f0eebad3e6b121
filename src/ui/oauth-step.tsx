// The OAuth step: opens the institution's authorization in a popup on the click itself, or continues here.
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer';
import { connectorName } from './connector-name';
import { safeLinkUrl } from './safe-url';
import type { StepProps } from './step-props';
import { stepState, type StepState } from './step-state';
import { actions, button } from './styles/button.css';
import { body, heading, step } from './styles/text.css';
import { useFocusHeading } from './use-focus-heading';

export function OAuthStep(props: StepProps) {
  const state = stepState(props.flow, 'oauth');
  return state ? <OAuthView {...props} state={state} /> : null;
}

function OAuthView({ flow, t, state, inFrame }: StepProps & { state: StepState<'oauth'> }) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  const name = connectorName(state.connector);
  const url = safeLinkUrl(state.url);

  useEffect(() => {
    if (state.popup === 'blocked') announce(t(inFrame ? 'oauth.blockedInFrame' : 'oauth.blocked'), 'assertive');
    if (state.popup === 'open') announce(t('oauth.waiting'));
  }, [state.popup]);

  // Nothing may come between the click and openOAuth: a window opened after an await is blocked.
  const open = (): void => flow.openOAuth();

  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('oauth.heading', { connector: name })}
      </h2>
      <p class={body}>{t('oauth.intro', { connector: name })}</p>
      {state.popup === 'open' ? <p class={body}>{t('oauth.waiting')}</p> : null}
      {state.popup === 'blocked' ? <p class={body}>{t(inFrame ? 'oauth.blockedInFrame' : 'oauth.blocked')}</p> : null}
      <div class={actions}>
        {state.popup === 'idle' ? (
          <button type="button" class={button.primary} onClick={open}>
            {t('oauth.open', { connector: name })}
          </button>
        ) : null}
        {state.popup === 'open' ? (
          <button type="button" class={button.secondary} onClick={open}>
            {t('oauth.reopen')}
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
