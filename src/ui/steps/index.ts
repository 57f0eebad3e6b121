// The views of the steps after search: each behind a dynamic import, so the first screen ships without them, and shown once their copy is in.
import type { ComponentType } from 'preact';
import type { StepName } from '../../flow/types.js';
import { type Language, laterCatalog, loadLaterCatalog } from '../../i18n/index.js';
import type { StepProps } from '../step-props.js';

export type StepView = ComponentType<StepProps>;
export type LazyStepName = Exclude<StepName, 'loading' | 'search'>;

const LOADERS: Record<LazyStepName, () => Promise<StepView>> = {
  consent: () => import('../consent-step.js').then((m) => m.ConsentStep),
  credentials: () => import('../credentials-step.js').then((m) => m.CredentialsStep),
  connecting: () => import('../connecting-step.js').then((m) => m.ConnectingStep),
  mfa: () => import('../mfa-step.js').then((m) => m.MfaStep),
  'user-action': () => import('../user-action-step.js').then((m) => m.UserActionStep),
  oauth: () => import('../oauth-step.js').then((m) => m.OAuthStep),
  success: () => import('../success-step.js').then((m) => m.SuccessStep),
  error: () => import('../error-step.js').then((m) => m.ErrorStep),
};

const loaded = new Map<LazyStepName, StepView>();

export const isLazyStep = (step: StepName): step is LazyStepName => step !== 'loading' && step !== 'search';

/** The view if its chunk and the language's later copy are here, so a step renders without a frame of waiting. */
export const loadedStep = (step: LazyStepName, language: Language): StepView | undefined => (laterCatalog(language) ? loaded.get(step) : undefined);

async function loadView(step: LazyStepName): Promise<StepView> {
  const cached = loaded.get(step);
  if (cached) return cached;
  const view = await LOADERS[step]();
  loaded.set(step, view);
  return view;
}

/** The view, once the language's copy after the first screen is in too: a step never shows a key for want of it. */
export async function loadStep(step: LazyStepName, language: Language): Promise<StepView> {
  const [view] = await Promise.all([loadView(step), loadLaterCatalog(language)]);
  return view;
}

/** Fetches every later step's chunk and the language's later copy, e.g. once the search step is idle; failures are retried on use. */
export async function preloadSteps(language: Language): Promise<void> {
  const names = Object.keys(LOADERS).filter(isLazyStepName);
  await Promise.allSettled(names.map((name) => loadStep(name, language)));
}

const isLazyStepName = (name: string): name is LazyStepName => name in LOADERS;
