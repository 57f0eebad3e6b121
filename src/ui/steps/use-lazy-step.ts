// Loads a later step's view on demand; says when its chunk failed so the user can ask again.
import { useEffect, useState } from 'preact/hooks';
import { loadStep, loadedStep, type LazyStepName, type StepView } from './index';

type Loading = { view?: StepView; failed: boolean };

export function useLazyStep(step: LazyStepName): Loading & { retry: () => void } {
  // Held in an object: a bare function in useState would be taken for an updater.
  const [loading, setLoading] = useState<Loading>(() => ({ view: loadedStep(step), failed: false }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loading.view) return;
    let current = true;
    loadStep(step).then(
      (view) => current && setLoading({ view, failed: false }),
      () => current && setLoading({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [step, attempt]);

  return {
    ...loading,
    retry: () => {
      setLoading({ failed: false });
      setAttempt((n) => n + 1);
    },
  };
}
