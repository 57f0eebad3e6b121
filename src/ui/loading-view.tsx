// The loading step: shown while the flow starts (connectors, or the item in update mode).
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer';
import * as css from './loading-view.css';
import type { StepProps } from './step-props';
import { heading, muted, step } from './styles/text.css';
import { useFocusHeading } from './use-focus-heading';

export function LoadingView({ t }: StepProps) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  useEffect(() => announce(t('loading.text')), []);
  return (
    <div class={step} aria-busy="true">
      <h2 ref={headingRef} tabIndex={-1} class={heading}>
        {t('loading.heading')}
      </h2>
      <div class={css.wrap}>
        <span class={css.spinner} aria-hidden="true" />
        <p class={muted}>{t('loading.text')}</p>
      </div>
    </div>
  );
}
