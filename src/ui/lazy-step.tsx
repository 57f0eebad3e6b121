// Renders a later step once its chunk is in; meanwhile a short wait, and on failure a way to try again.
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer';
import type { StepProps } from './step-props';
import type { LazyStepName } from './steps';
import { useLazyStep } from './steps/use-lazy-step';
import { actions, button } from './styles/button.css';
import { body, muted } from './styles/text.css';

export function LazyStep({ step, ...props }: StepProps & { step: LazyStepName }) {
  const { view: View, failed, retry } = useLazyStep(step);
  const announce = useAnnounce();
  const { t } = props;

  useEffect(() => {
    if (failed) announce(t('app.stepLoadFailed'), 'assertive');
  }, [failed]);

  if (View) return <View {...props} />;
  if (failed) {
    return (
      <div>
        <p class={body}>{t('app.stepLoadFailed')}</p>
        <div class={actions}>
          <button type="button" class={button.primary} onClick={retry}>
            {t('app.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <p class={muted} aria-busy="true">
      {t('app.stepLoading')}
    </p>
  );
}
