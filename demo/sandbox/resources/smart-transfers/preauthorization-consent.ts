// A preauthorization waits for its payer: CREATED until the payer answers the consent page or the consent expires.
import type { SmartTransferErrorDetail } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import { CONSENT_ENDS } from '../payments/consent-ends.js';
import { consentLink, openPayerConsent, type ConsentAnswer, type PayerConsent } from '../payments/payer-consent.js';
import { rejectsConsent } from '../payments/sandbox-outcomes.js';
import { preauthorizationsOf, type StoredPreauthorization } from './records.js';

/** Where the payer answers: the preauthorization's own consent page. */
export const preauthorizationConsentPath = (id: string) => `/smart-transfers/consent/${id}`;

/** A new consent link for the preauthorization, which expires on the sandbox clock unless answered first. */
export function awaitPayer(deps: SandboxDeps, id: string): { consent: PayerConsent; consentUrl: string } {
  const consent = openPayerConsent(deps);
  deps.clock.after(deps.config.paymentConsentTtlMs, () => answerPreauthorizationConsent(deps, id, 'expired'));
  return { consent, consentUrl: consentLink(deps, preauthorizationConsentPath(id), consent) };
}

/**
 * The payer's answer, or the expiry: COMPLETED when authorized (REJECTED when the sandbox's rejecting
 * payer authorizes), REJECTED otherwise. Answers the preauthorization as it then is, or undefined
 * when its consent no longer waits.
 */
export function answerPreauthorizationConsent(deps: SandboxDeps, id: string, answer: ConsentAnswer): StoredPreauthorization | undefined {
  const preauthorizations = preauthorizationsOf(deps.store);
  const stored = preauthorizations.get(id);
  const consent = stored?.consent;
  if (!stored || !consent || consent.answer !== undefined || stored.preauthorization.status !== 'CREATED') return undefined;
  const end = answer !== 'authorized' ? answer : rejectsConsent(stored.payerTaxNumber) ? 'invalid' : undefined;
  const errorDetail: SmartTransferErrorDetail | undefined = end && CONSENT_ENDS[end];
  const next = preauthorizations.put({
    ...stored,
    consent: { ...consent, answer },
    preauthorization: {
      ...stored.preauthorization,
      status: errorDetail ? 'REJECTED' : 'COMPLETED',
      updatedAt: new Date(deps.clock.now()).toISOString(),
      ...(errorDetail ? { errorDetail } : {}),
    },
  });
  deps.events.emit({
    event: errorDetail ? 'smart_transfer_preauthorization/error' : 'smart_transfer_preauthorization/completed',
    clientId: stored.clientId,
    payload: {
      smartTransferPreauthorizationId: id,
      clientId: stored.clientId,
      status: next.preauthorization.status,
      ...(errorDetail ? { error: errorDetail } : {}),
    },
  });
  return next;
}
