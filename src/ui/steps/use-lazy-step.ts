// Loads a later step's view on demand; says when its chunk failed so the user can ask again.
import { useEffect, useState } from 'preact/hooks';
import { loadStep, loadedStep, type LazyStepName, type StepView } from './index.js';

type Loading = { view?: StepView; failed: boolean };

export function useLazyStep(step: LazyStepName): Loading & { retry: () => void } {
  // Held in an object: a bare function in useState would be taken for an updater.
  const [loading, setLoading] = useState<Loading>(() => ({ view: loadedStep(step), failed: false }));
  const waiting = !loading.view && !loading.failed;

  // Loads while there is neither a view nor a failure: at mount, and again after retry clears the failure.
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadStep(step).then(
      (view) => current && setLoading({ view, failed: false }),
      () => current && setLoading({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [step, waiting]);

  return { ...loading, retry: () => setLoading({ failed: false }) };
}
