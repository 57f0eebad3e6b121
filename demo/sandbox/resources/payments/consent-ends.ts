// How a payer's consent ends without an authorization, as the errorDetail of an intent, its request or a preauthorization.
import type { ErrorDetail } from './request-status.js';

export type ConsentEnd = 'denied' | 'expired' | 'invalid';

export const CONSENT_ENDS: Readonly<Record<ConsentEnd, Required<ErrorDetail>>> = {
  denied: {
    code: 'CONSENT_REJECTED',
    description: 'The payer rejected the consent at the institution',
    detail: 'The payer chose Deny on the consent page',
  },
  expired: {
    code: 'CONSENT_EXPIRED',
    description: 'The payer did not answer the consent before it expired',
    detail: 'The consent link expired unanswered',
  },
  invalid: {
    code: 'CONSENTIMENTO_INVALIDO',
    description: 'The institution rejected the consent the payer gave',
    detail: "The payer's institution rejected the consent (sandbox payer 000.000.000-00)",
  },
};
