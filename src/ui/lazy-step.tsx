// Renders a later step once its chunk and its copy are in; meanwhile a short wait, and on failure a way to try again.
import { useEffect } from 'preact/hooks';
import { useAnnounce } from './announcer.js';
import type { StepProps } from './step-props.js';
import type { LazyStepName } from './steps/index.js';
import { useLazyStep } from './steps/use-lazy-step.js';
import { actions, button } from './styles/button.css.js';
import { body, muted } from './styles/text.css.js';

export function LazyStep({ step, ...props }: StepProps & { step: LazyStepName }) {
  // Only first-screen copy is used below: these lines show before the rest of the copy is in.
  const { t, language } = props;
  const { view: View, failed, retry } = useLazyStep(step, language);
  const announce = useAnnounce();

  const failure = failed ? t('app.stepLoadFailed') : null;
  useEffect(() => {
    if (failure) announce(failure, 'assertive');
  }, [failure, announce]);

  if (View) return <View {...props} />;
  if (failure) {
    return (
      <div>
        <p class={body}>{failure}</p>
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
