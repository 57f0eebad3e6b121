// The steps after the bank list, in a chunk of their own: requested once the first screen is up, so
// choosing a bank shows the payer's details at once while the page's first paint carries none of them.
import { AuthorizeStep } from './authorize-step.js';
import { PayerStep } from './payer-step.js';
import { ProblemStep } from './problem-step.js';
import { ProcessingStep } from './processing-step.js';
import { QrStep } from './qr-step.js';
import { ReceiptStep } from './receipt-step.js';

export const LATER_STEPS = {
  payer: PayerStep,
  authorize: AuthorizeStep,
  processing: ProcessingStep,
  receipt: ReceiptStep,
  problem: ProblemStep,
  qr: QrStep,
} as const;

export type LaterStepName = keyof typeof LATER_STEPS;
