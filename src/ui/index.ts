// The views' entry for the embed layer: the root, and the lazy chunks of later steps.
export { App, type AppProps } from './app';
export { preloadSteps, loadStep, type LazyStepName, type StepView } from './steps';
export type { StepProps } from './step-props';
