// The connecting step: progress of the item's sync by executionStatus, announced politely.
import { progressOf } from '../flow/index.js';
import { sayer } from './changes.js';
import { connectorName } from './connector-name.js';
import * as css from './connecting-step.css.js';
import { statusLabel } from './status-label.js';
import type { StepProps } from './step-props.js';
import { stepState } from './step-state.js';
import { heading, muted, step } from './styles/text.css.js';
import { View } from './view.js';

export class ConnectingStep extends View<StepProps> {
  /** The status the last draw on this step showed (kept off it): said when it changes. */
  #label: string | null = null;
  #sayLabel = sayer();
  /** The lost-connection line the last draw showed: said once when it appears. */
  #lost: string | null = null;
  #sayLost = sayer();

  protected override afterDraw(): void {
    const { announce } = this.context;
    this.#sayLabel(announce, this.#label);
    this.#sayLost(announce, this.#lost);
  }

  protected draw() {
    const { flow, t } = this.props;
    const state = stepState(this.read(flow.state), 'connecting');
    this.#lost = null;
    if (!state) return null;
    const executionStatus = state.item?.executionStatus;
    const label = statusLabel(t, executionStatus);
    const percent = progressOf(executionStatus);
    this.#label = label;
    const lost = state.connectionLost ? t('connecting.connectionLost') : null;
    this.#lost = lost;
    return (
      <div class={step}>
        <h2 ref={this.focusRef} tabIndex={-1} class={heading}>
          {t('connecting.heading', { connector: connectorName(state.connector) })}
        </h2>
        <div
          class={css.track}
          role="progressbar"
          aria-label={t('connecting.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={label}
        >
          <div class={css.fill} style={{ width: `${percent}%` }} />
        </div>
        <p class={css.status}>{label}</p>
        {lost ? <p class={css.status}>{lost}</p> : null}
        <p class={muted}>{t('connecting.hint')}</p>
      </div>
    );
  }
}
