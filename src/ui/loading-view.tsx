// The loading step: shown while the flow starts (connectors, or the item in update mode).
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer.js';
import * as css from './loading-view.css.js';
import type { StepProps } from './step-props.js';
import { heading, muted, step } from './styles/text.css.js';
import { useFocusHeading } from './use-focus-heading.js';

export function LoadingView({ t }: StepProps) {
  const headingRef = useFocusHeading();
  const announce = useAnnounce();
  const text = t('loading.text');
  useEffect(() => announce(text), [text, announce]);
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
