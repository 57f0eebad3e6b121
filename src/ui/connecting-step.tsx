// The connecting step: the institution's logo in a turning ring over a checklist of the item's real sync steps.
import { syncSteps } from '../flow/index.js';
import { sayer } from './changes.js';
import { ConnectorLogo } from './connector-logo.js';
import { connectorName } from './connector-name.js';
import * as css from './connecting-step.css.js';
import { productLabel } from './product-label.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { callout, card } from './styles/box.css.js';
import { CheckIcon } from './styles/icons.js';
import { spinner } from './styles/spinner.css.js';
import { busy, ring, top } from './styles/status.css.js';
import { heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

/** A sync that runs longer than this says it may take up to a minute, so a wait never looks stuck. */
const SLOW_MS = 20_000;

export class ConnectingStep extends View<StepProps, { slow?: boolean }> {
  /** The running row and the lost-connection line the last draw showed (kept off it): each said when it changes. */
  #active: string | null = null;
  #sayActive = sayer();
  #lost: string | null = null;
  #sayLost = sayer();
  #timer = setTimeout(() => this.setState({ slow: true }), SLOW_MS);

  protected override afterDraw(): void {
    const { announce } = this.context;
    this.#sayActive(announce, this.#active);
    this.#sayLost(announce, this.#lost);
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    clearTimeout(this.#timer);
  }

  protected draw() {
    const { flow, t } = this.props;
    const state = stepState(this.read(flow.state), 'connecting');
    this.#active = this.#lost = null;
    if (!state) return null;
    const lost = state.connectionLost ? t('connecting.connectionLost') : null;
    this.#lost = lost;
    return (
      <div class={step}>
        <div class={top}>
          <span class={busy}>
            <span class={ring} />
            <ConnectorLogo connector={state.connector} />
          </span>
          <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
            {t('connecting.heading', { connector: connectorName(state.connector) })}
          </h2>
        </div>
        <ol class={card}>
          {syncSteps(state.item, state.connector).map(({ product, state: now }) => {
            const label = product ? productLabel(t, product) : t('connecting.signIn');
            if (now === 'active') this.#active = label;
            return (
              <li key={label} class={css.state[now]} aria-current={now === 'active' ? 'step' : undefined}>
                <span class={css.mark}>{now === 'done' ? <CheckIcon /> : now === 'active' ? <span class={spinner} /> : null}</span>
                {label}
              </li>
            );
          })}
        </ol>
        {lost ? <p class={callout.warning}>{lost}</p> : null}
        {this.state.slow ? <p class={muted}>{t('connecting.hint')}</p> : null}
      </div>
    );
  }
}
