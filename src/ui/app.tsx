// The widget's root view: header, live regions, and the current step (later steps load on demand).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Flow } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import { AnnounceProvider, LiveRegions, createAnnouncer } from './announcer.js';
import * as css from './app.css.js';
import { FocusPolicy } from './focus-policy.js';
import { HeaderBar } from './header-bar.js';
import { LazyStep } from './lazy-step.js';
import { LoadingView } from './loading-view.js';
import { SearchStep } from './search-step.js';
import type { StepProps } from './step-props.js';
import { isLazyStep, preloadSteps } from './steps/index.js';
import { useValue } from './use-value.js';

export type AppProps = {
  flow: Flow;
  t: Translate;
  language: Language;
  onClose?: () => void;
  inFrame?: boolean;
  /** Take no focus until the user comes into the widget (the autoFocus option set to false). */
  quietStart?: boolean;
};

export function App({ flow, t, language, onClose, inFrame, quietStart }: AppProps) {
  const [announcer] = useState(createAnnouncer);
  // Once let take focus (the start, or the hosted page showing a widget it painted quietly), the
  // policy is a new function: the step on screen takes focus then, without being drawn again.
  const engaged = useRef(!quietStart);
  if (!quietStart) engaged.current = true;
  const mayTakeFocus = useMemo(() => () => engaged.current || !quietStart, [quietStart]);
  const engage = () => {
    engaged.current = true;
  };
  // Later steps' code and copy load once the first screen is up (in the hosted page, while it waits
  // hidden for the host's open), so choosing an institution shows the next step at once.
  useEffect(() => {
    const timer = setTimeout(() => void preloadSteps(language), 0);
    return () => clearTimeout(timer);
  }, [language]);
  const state = useValue(flow.state);
  const canGoBack = useValue(flow.canGoBack);
  const props: StepProps = { flow, t, language, onClose, inFrame };
  // Only the form has a back the flow always honours (to consent); other steps offer their own.
  const onBack = state.step === 'credentials' && canGoBack ? () => flow.back() : undefined;

  return (
    <AnnounceProvider value={announcer.announce}>
      <FocusPolicy.Provider value={mayTakeFocus}>
        <section class={css.app} aria-label={t('app.label')} onFocusIn={engage} onPointerDown={engage}>
          <HeaderBar t={t} onBack={onBack} onClose={onClose} />
          <LiveRegions announcer={announcer} />
          {/* Keyed by step: a new step mounts fresh, which is what moves focus to its heading. */}
          {state.step === 'loading' ? <LoadingView key="loading" {...props} /> : null}
          {state.step === 'search' ? <SearchStep key="search" {...props} /> : null}
          {isLazyStep(state.step) ? <LazyStep key={state.step} step={state.step} {...props} /> : null}
        </section>
      </FocusPolicy.Provider>
    </AnnounceProvider>
  );
}
