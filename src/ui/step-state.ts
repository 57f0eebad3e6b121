// Narrows the flow's state to one step, for a view that only renders in that step.
import type { Flow, FlowState, StepName } from '../flow/types.js';

export type StepState<S extends StepName> = Extract<FlowState, { step: S }>;

const isStep = <S extends StepName>(state: FlowState, step: S): state is StepState<S> => state.step === step;

/** Reading the signal here subscribes the calling component to state changes. */
export function stepState<S extends StepName>(flow: Flow, step: S): StepState<S> | null {
  const state = flow.state.value;
  return isStep(state, step) ? state : null;
}
