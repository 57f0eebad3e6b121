// Narrows the flow's state to one step, for a view that only renders in that step.
import type { Flow, FlowState, StepName } from '../flow/types.js';
import { useValue } from './use-value.js';

export type StepState<S extends StepName> = Extract<FlowState, { step: S }>;

const isStep = <S extends StepName>(state: FlowState, step: S): state is StepState<S> => state.step === step;

/** The step's state, or null on another step; the calling view is drawn again when it changes. */
export function useStepState<S extends StepName>(flow: Flow, step: S): StepState<S> | null {
  const state = useValue(flow.state);
  return isStep(state, step) ? state : null;
}
