// Every step view after the search, in one module: they share one chunk, so one import brings them all.
import { ConnectingStep } from '../connecting-step.js';
import { ConsentStep } from '../consent-step.js';
import { CredentialsStep } from '../credentials-step.js';
import { ErrorStep } from '../error-step.js';
import { MfaStep } from '../mfa-step.js';
import { OAuthStep } from '../oauth-step.js';
import { SuccessStep } from '../success-step.js';
import { UserActionStep } from '../user-action-step.js';
import type { LazyStepName, StepView } from './index.js';

export const LATER_VIEWS: Record<LazyStepName, StepView> = {
  consent: ConsentStep,
  credentials: CredentialsStep,
  connecting: ConnectingStep,
  mfa: MfaStep,
  'user-action': UserActionStep,
  oauth: OAuthStep,
  success: SuccessStep,
  error: ErrorStep,
};
