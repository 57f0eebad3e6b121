// Narrows the flow's state to one step, for a view that only renders in that step.
import type { FlowState, StepName } from '../flow/types.js';

export type StepState<S extends StepName> = Extract<FlowState, { step: S }>;

const isStep = <S extends StepName>(state: FlowState, step: S): state is StepState<S> => state.step === step;

/** The step's state, or null on another step (a view reads `flow.state` and narrows it with this). */
export const stepState = <S extends StepName>(state: FlowState, step: S): StepState<S> | null => (isStep(state, step) ? state : null);
