// The widget's root view: header, live regions, and the current step (later steps load on demand).
import type { Flow } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import * as css from './app.css.js';
import { CloseConfirm } from './close-confirm.js';
import { type Client, HeaderBar } from './header-bar.js';
import { LazyStep } from './lazy-step.js';
import { LiveRegions, createAnnouncer } from './live-regions.js';
import { LoadingView } from './loading-view.js';
import { SearchStep } from './search-step.js';
import type { StepProps } from './step-props.js';
import { isLazyStep, preloadSteps } from './steps/index.js';
import { ViewContext, type ViewContextValue } from './view-context.js';
import { View } from './view.js';

export type AppProps = {
  flow: Flow;
  t: Translate;
  language: Language;
  onClose?: () => void;
  /** Given with allowConnectInBackground: a close during a sync hides the widget, without asking. */
  onHide?: (() => void) | undefined;
  inFrame?: boolean;
  client?: Client | undefined;
  /** Take no focus until the user comes into the widget (the autoFocus option set to false). */
  quietStart?: boolean;
};

export class App extends View<AppProps, { confirmClose?: boolean }> {
  #announcer = createAnnouncer();
  #engaged = false;
  #context: ViewContextValue | null = null;
  #contextFor: boolean | undefined;
  #preload: ReturnType<typeof setTimeout> | undefined;
  #preloaded: Language | null = null;

  #engage = () => {
    this.#engaged = true;
  };

  /** During a sync a close asks first (the connection goes on at the institution, unseen), or hides when the page allows it. */
  #close = () => {
    const { flow, onHide, onClose } = this.props;
    if (flow.state.peek().step !== 'connecting' || this.state.confirmClose) onClose?.();
    else if (onHide) onHide();
    else this.setState({ confirmClose: true });
  };

  #stay = () => this.setState({ confirmClose: false });

  /** Escape asks too, before the page's frame would close (it leaves a handled key alone); asked, it stays. */
  #keydown = (event: KeyboardEvent) => {
    const { flow, onHide } = this.props;
    if (event.key !== 'Escape' || flow.state.peek().step !== 'connecting') return;
    event.preventDefault();
    if (onHide) onHide();
    else this.setState({ confirmClose: !this.state.confirmClose });
  };

  /**
   * Once let take focus (the start, or the hosted page showing a widget it painted quietly), the
   * policy is a new function: the step on screen takes focus then, without being drawn again.
   */
  #viewContext(): ViewContextValue {
    const { quietStart } = this.props;
    // Not starting quietly is being engaged from the start.
    if (!quietStart) this.#engaged = true;
    if (!this.#context || this.#contextFor !== quietStart) {
      this.#contextFor = quietStart;
      this.#context = { announce: this.#announcer.announce, mayTakeFocus: () => this.#engaged };
    }
    return this.#context;
  }

  /** After a draw: later steps' code and copy load once the first screen is up, so choosing an institution shows the next step at once. */
  protected override afterDraw(): void {
    const { language, flow } = this.props;
    // The question was about that sync: the next one asks afresh.
    if (this.state.confirmClose && flow.state.peek().step !== 'connecting') this.setState({ confirmClose: false });
    if (this.#preloaded === language) return;
    this.#preloaded = language;
    clearTimeout(this.#preload);
    this.#preload = setTimeout(() => void preloadSteps(language), 0);
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    clearTimeout(this.#preload);
  }

  protected draw() {
    const { flow, t, language, onClose, inFrame, client } = this.props;
    const state = this.read(flow.state);
    const props: StepProps = { flow, t, language, onClose: onClose && this.#close, inFrame, client };
    // Asked only while the sync runs: its end (or an error) answers the question itself.
    const confirming = state.step === 'connecting' && this.state.confirmClose;
    // Only the form has a back the flow always honours (to consent); other steps offer their own.
    const onBack = state.step === 'credentials' && this.read(flow.canGoBack) ? () => flow.back() : undefined;
    return (
      <ViewContext.Provider value={this.#viewContext()}>
        <section class={css.app} aria-label={t('app.label')} onFocusIn={this.#engage} onPointerDown={this.#engage} onKeyDown={this.#keydown}>
          <HeaderBar t={t} client={client} onBack={onBack} onClose={props.onClose} />
          <LiveRegions announcer={this.#announcer} />
          {/* Keyed by step: a new step mounts fresh, which is what moves focus to its heading. */}
          {state.step === 'loading' ? <LoadingView key="loading" {...props} /> : null}
          {state.step === 'search' ? <SearchStep key="search" {...props} /> : null}
          {confirming ? (
            <CloseConfirm key="confirm" t={t} connector={state.connector.name ?? ''} onStay={this.#stay} onLeave={onClose ?? this.#stay} />
          ) : isLazyStep(state.step) ? (
            <LazyStep key={state.step} step={state.step} {...props} />
          ) : null}
          <p class={css.secured}>{t('app.secured')}</p>
        </section>
      </ViewContext.Provider>
    );
  }
}
