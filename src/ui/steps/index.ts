// The views of the steps after search: behind one dynamic import, so the first screen ships without them, and shown once their copy is in.
import type { ComponentType } from 'preact';
import type { StepName } from '../../flow/types.js';
import { type Language, laterCatalog, loadLaterCatalog } from '../../i18n/index.js';
import type { StepProps } from '../step-props.js';

export type StepView = ComponentType<StepProps>;
export type LazyStepName = Exclude<StepName, 'loading' | 'search'>;
type Views = Readonly<Record<LazyStepName, StepView>>;

let loading: Promise<Views> | null = null;
let loaded: Views | null = null;

/** Starts or joins the load; a failed one is forgotten, so the next call (a retry) requests it again. */
const loadViews = (): Promise<Views> =>
  (loading ??= import('./later-views.js').then(
    (module) => (loaded = module.LATER_VIEWS),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

export const isLazyStep = (step: StepName): step is LazyStepName => step !== 'loading' && step !== 'search';

/** The view if its chunk and the language's later copy are here, so a step renders without a frame of waiting. */
export const loadedStep = (step: LazyStepName, language: Language): StepView | undefined => (laterCatalog(language) ? loaded?.[step] : undefined);

/** The view, once the language's copy after the first screen is in too: a step never shows a key for want of it. */
export const loadStep = (step: LazyStepName, language: Language): Promise<StepView> =>
  Promise.all([loadViews(), loadLaterCatalog(language)]).then(([views]) => views[step]);

/**
 * Fetches the later steps' chunk and the language's later copy, e.g. once the search step is idle;
 * settles once both have, with nothing to read: failures are retried on use.
 */
export const preloadSteps = (language: Language): Promise<unknown> => Promise.allSettled([loadViews(), loadLaterCatalog(language)]);
