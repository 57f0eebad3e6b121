// What every step view of the payer page gets: the flow, the copy and the page's language.
import type { Language } from '../i18n/language.js';
import type { PayTranslate } from './i18n/translator.js';
import type { PayFlow, PayState } from './pay-flow.js';

export type PayStepProps = { flow: PayFlow; t: PayTranslate; language: Language };

export type PayStepState<S extends PayState['step']> = Extract<PayState, { step: S }>;

/** The flow's state narrowed to one step, or null on another (a step's view draws nothing then). */
export const payStep = <S extends PayState['step']>(state: PayState, step: S): PayStepState<S> | null =>
  state.step === step ? (state as PayStepState<S>) : null;
