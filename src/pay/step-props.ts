// What every step view of the payer page gets: the flow, the copy and the page's language.
import type { FrameCloseReason } from '../contract/close-reasons.js';
import type { Language } from '../i18n/language.js';
import type { PayTranslate } from './i18n/translator.js';
import type { PayFlow, PayState } from './pay-flow.js';

/**
 * `leave`: in a host's frame, closes it (the host's onClose says why); the full page leaves by the
 * request's callback links instead.
 */
export type PayStepProps = { flow: PayFlow; t: PayTranslate; language: Language; leave?: (reason: FrameCloseReason) => void };

export type PayStepState<S extends PayState['step']> = Extract<PayState, { step: S }>;

/** The flow's state narrowed to one step, or null on another (a step's view draws nothing then). */
export const payStep = <S extends PayState['step']>(state: PayState, step: S): PayStepState<S> | null =>
  state.step === step ? (state as PayStepState<S>) : null;
