// The payer page's root view: the header, the live regions, the payment's summary and the current step.
import * as bar from '../ui/header-bar.css.js';
import { lineIcon } from '../ui/line-icon.js';
import { createAnnouncer, LiveRegions } from '../ui/live-regions.js';
import { button } from '../ui/styles/button.css.js';
import { ViewContext, type ViewContextValue } from '../ui/view-context.js';
import type { ComponentType } from 'preact';
import { View } from '../ui/view.js';
import { BankStep } from './bank-step.js';
import type { LaterStepName } from './later.js';
import { MessageStep } from './message-step.js';
import * as css from './pay-app.css.js';
import type { PayState } from './pay-flow.js';
import type { PayRequest } from './payer-schemas.js';
import type { PayStepProps } from './step-props.js';
import { Summary } from './summary.js';

type LaterSteps = Readonly<Record<LaterStepName, ComponentType<PayStepProps>>>;
const isLater = (step: PayState['step'], steps: LaterSteps): step is keyof LaterSteps => step in steps;

type Props = PayStepProps & {
  /** In a host's modal: a close button in the header. */
  closable?: boolean;
  /** The later steps' chunk: a failure to load it is asked for again on the next draw that needs it. */
  loadLater: () => Promise<LaterSteps>;
  /** What the card above the steps says: the payment's amount and recipient unless told otherwise (offer mode). */
  summary?: ComponentType<{ request: PayRequest; t: PayStepProps['t'] }> | undefined;
};

export class PayApp extends View<Props, { later: LaterSteps | null }> {
  override state: { later: LaterSteps | null } = { later: null };
  #announcer = createAnnouncer();
  #context: ViewContextValue = { announce: this.#announcer.announce, mayTakeFocus: () => true };
  #loading = false;

  /** After a draw: the later steps are fetched once the first screen is up (again if they failed). */
  protected override afterDraw(): void {
    if (this.state.later || this.#loading) return;
    this.#loading = true;
    this.props.loadLater().then(
      (later) => this.setState({ later }),
      () => {
        this.#loading = false;
      },
    );
  }

  protected draw() {
    const { flow, t, language, leave, closable, summary: Top = Summary } = this.props;
    const state = this.read(flow.state);
    const request = 'request' in state ? state.request : null;
    const { later } = this.state;
    const Step = state.step === 'bank' ? BankStep : later && isLater(state.step, later) ? later[state.step] : MessageStep;
    const stepProps: PayStepProps = { flow, t, language, ...(leave ? { leave } : {}) };
    // In a host's frame the host's page has its own landmarks (main, banner): this page is a part of it.
    const Root = leave ? 'div' : 'main';
    const Bar = leave ? 'div' : 'header';
    return (
      <ViewContext.Provider value={this.#context}>
        <Root class={css.card}>
          <Bar class={bar.bar}>
            {state.step === 'payer' ? (
              <button type="button" class={button.icon} aria-label={t('page.back')} onClick={() => flow.chooseAnotherBank()}>
                {lineIcon(24, <path d="M15 18l-6-6 6-6" />, 'round')}
              </button>
            ) : (
              <span class={bar.spacer} />
            )}
            <h1 class={`${bar.client} ${css.title}`}>{t('page.label')}</h1>
            {closable && leave ? (
              <button type="button" class={button.icon} aria-label={t('page.close')} onClick={() => leave('user')}>
                {lineIcon(24, <path d="M6 6l12 12M18 6L6 18" />, 'round')}
              </button>
            ) : (
              <span class={bar.spacer} />
            )}
          </Bar>
          <LiveRegions announcer={this.#announcer} />
          {/* The receipt restates the amount and the recipient among its own lines. */}
          {request && state.step !== 'receipt' ? <Top request={request} t={t} /> : null}
          {/* Keyed by step: a new step mounts fresh, which moves focus to its first field or heading. */}
          <Step key={`${Step === MessageStep ? 'wait-' : ''}${state.step}`} {...stepProps} />
          <p class={css.secured}>{t('page.secured')}</p>
        </Root>
      </ViewContext.Provider>
    );
  }
}
