// The payer's consent link of a payment intent or a smart transfer preauthorization: a secret, an expiry, one answer.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Decision } from '../../core/consent-form.js';
import type { SandboxDeps } from '../../core/context.js';

/** The payer's answer, or the expiry that stood for one. */
export type ConsentAnswer = Decision | 'expired';

export type PayerConsent = {
  /** Secret of the link: whoever holds the link may answer, as at a real institution. */
  state: string;
  expiresAt: string;
  answer?: ConsentAnswer;
};

/** What a link is now: open to an answer, already answered, expired, or no link of this record. */
export type LinkStatus = 'open' | 'used' | 'expired' | 'unknown';

export function openPayerConsent(deps: SandboxDeps): PayerConsent {
  return { state: randomBytes(24).toString('base64url'), expiresAt: new Date(deps.clock.now() + deps.config.paymentConsentTtlMs).toISOString() };
}

/** The link handed to the merchant: the page's path and its secret. */
export const consentLink = (deps: SandboxDeps, path: string, consent: PayerConsent): string =>
  `${deps.config.publicUrl}${path}?state=${encodeURIComponent(consent.state)}`;

function sameSecret(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function linkStatus(consent: PayerConsent | undefined, state: string | undefined): LinkStatus {
  if (!consent || state === undefined || !sameSecret(state, consent.state)) return 'unknown';
  if (consent.answer === 'expired') return 'expired';
  return consent.answer === undefined ? 'open' : 'used';
}
