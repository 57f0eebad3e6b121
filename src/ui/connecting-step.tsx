// The connecting step: progress of the item's sync by executionStatus, announced politely.
import { useEffect } from 'preact/hooks';
import { progressOf } from '../flow/index.js';
import { useAnnounce } from './announcer.js';
import { connectorName } from './connector-name.js';
import * as css from './connecting-step.css.js';
import { statusLabel } from './status-label.js';
import type { StepProps } from './step-props.js';
import { useStepState, type StepState } from './step-state.js';
import { heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';

export function ConnectingStep(props: StepProps) {
  const state = useStepState(props.flow, 'connecting');
  return state ? <ConnectingView {...props} state={state} /> : null;
}

function ConnectingView({ t, state }: StepProps & { state: StepState<'connecting'> }) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  const executionStatus = state.item?.executionStatus;
  const label = statusLabel(t, executionStatus);
  const percent = progressOf(executionStatus);

  useEffect(() => announce(label), [label, announce]);

  return (
    <div class={step}>
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
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
      <p class={muted}>{t('connecting.hint')}</p>
    </div>
  );
}
