// The views' entry for the embed layer: the root, and the lazy chunks of later steps.
export { App, type AppProps } from './app.js';
export { preloadSteps, loadStep, type LazyStepName, type StepView } from './steps/index.js';
export type { StepProps } from './step-props.js';
