// Loads a later step's view and its language's later copy on demand; says when that failed so the user can ask again.
import { useEffect, useState } from 'preact/hooks';
import type { Language } from '../../i18n/index.js';
import { loadStep, loadedStep, type LazyStepName, type StepView } from './index.js';

export function useLazyStep(step: LazyStepName, language: Language): { view?: StepView; failed: boolean; retry: () => void } {
  // The language whose load failed: another language chosen meanwhile loads afresh.
  const [failedFor, setFailedFor] = useState<Language | null>(null);
  // Bumped when a load ends, to render again; what is loaded is read from the steps' own record.
  const [, setLoads] = useState(0);
  const view = loadedStep(step, language);
  const failed = !view && failedFor === language;
  const waiting = !view && !failed;

  // Loads while there is neither a view nor a failure: at mount, on a new language, and after retry clears the failure.
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadStep(step, language).then(
      () => current && setLoads((n) => n + 1),
      () => current && setFailedFor(language),
    );
    return () => {
      current = false;
    };
  }, [step, language, waiting]);

  return { view, failed, retry: () => setFailedFor(null) };
}
