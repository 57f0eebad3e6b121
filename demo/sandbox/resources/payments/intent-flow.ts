// Carries a payment intent through consent and payment, one status per step, updating its request.
//
// A PIS intent stops at CONSENT_AWAITING_AUTHORIZATION until the payer answers its consent page
// (answerIntentConsent) or the consent expires; a PIX intent is paid by QR code, with no consent.
import { randomUUID } from 'node:crypto';
import type { Decision } from '../../core/consent-form.js';
import type { SandboxDeps } from '../../core/context.js';
import { startAutomaticPixPayment } from './automatic-pix-settlement.js';
import { brazilDate } from '../../core/brazil-date.js';
import { CONSENT_ENDS } from './consent-ends.js';
import { endToEndId } from './end-to-end-id.js';
import { exposesPayerAccount, payerAccountOf, payerIspb } from './payer-account.js';
import { consentLink, openPayerConsent, type ConsentAnswer } from './payer-consent.js';
import { automaticPixPaymentsOf, paymentIntentsOf, paymentRequestsOf, type StoredPaymentIntent, type StoredPaymentRequest } from './records.js';
import { setRequestStatus, type ErrorDetail } from './request-status.js';
import { startSchedule } from './schedule-series.js';
import { needsSecondSignature, refusalFor, rejectsConsent } from './sandbox-outcomes.js';

type Outcome = 'next' | 'done';

/** Where the payer answers: the intent's own consent page. */
export const intentConsentPath = (id: string) => `/payments/consent/${id}`;

const iso = (deps: SandboxDeps) => new Date(deps.clock.now()).toISOString();

function emit(deps: SandboxDeps, name: 'created' | 'waiting_payer_authorization' | 'completed' | 'error', intent: StoredPaymentIntent): void {
  deps.events.emit({
    event: `payment_intent/${name}`,
    clientId: intent.clientId,
    payload: { paymentIntentId: intent.id, paymentRequestId: intent.paymentRequestId },
  });
}

function move(
  deps: SandboxDeps,
  intent: StoredPaymentIntent,
  status: string,
  extra: Partial<StoredPaymentIntent['intent']> = {},
  consent = intent.consent,
): StoredPaymentIntent {
  const next = { ...intent, ...(consent ? { consent } : {}), intent: { ...intent.intent, ...extra, status, updatedAt: iso(deps) } };
  return paymentIntentsOf(deps.store).put(next);
}

function fail(deps: SandboxDeps, intent: StoredPaymentIntent, status: string, errorDetail: ErrorDetail): Outcome {
  emit(deps, 'error', move(deps, intent, status, { errorDetail }));
  setRequestStatus(deps, intent.paymentRequestId, 'ERROR', { errorDetail, activeIntentId: undefined });
  return 'done';
}

/** Consent given: a recurring or future payment waits for its own payments; any other is paid now. */
function authorizeConsent(deps: SandboxDeps, intent: StoredPaymentIntent, request: StoredPaymentRequest): Outcome {
  const moved = move(deps, intent, 'CONSENT_AUTHORIZED');
  if (request.kind === 'automatic-pix') {
    setRequestStatus(deps, request.id, 'AUTHORIZED', { activeIntentId: undefined });
    const first = request.request.automaticPix?.firstPayment;
    if (first?.amount !== undefined) {
      const id = randomUUID();
      const payment = automaticPixPaymentsOf(deps.store).put({
        id,
        clientId: moved.clientId,
        paymentRequestId: request.id,
        createdAt: iso(deps),
        payment: {
          id,
          status: 'CREATED',
          amount: first.amount,
          date: first.date ?? brazilDate(deps.clock.now()),
          isFirstPayment: true,
          errorDetail: null,
          attempts: [],
          ...(first.description ? { description: first.description } : {}),
          ...(request.recipientId ? { recipientId: request.recipientId } : {}),
        },
      });
      startAutomaticPixPayment(deps, payment, true);
    }
    return 'done';
  }
  if (request.request.schedule) {
    setRequestStatus(deps, request.id, 'SCHEDULED', { activeIntentId: undefined });
    startSchedule(deps, request.id);
    return 'done';
  }
  setRequestStatus(deps, request.id, 'IN_PROGRESS');
  return 'next';
}

/** The intent and its request while this intent is the one paying it; undefined once it is not (deleted, or another took over). */
function current(deps: SandboxDeps, id: string): { intent: StoredPaymentIntent; request: StoredPaymentRequest } | undefined {
  const intent = paymentIntentsOf(deps.store).get(id);
  const request = intent && paymentRequestsOf(deps.store).get(intent.paymentRequestId);
  return intent && request?.activeIntentId === intent.id ? { intent, request } : undefined;
}

/** The payment is confirmed: the one place an intent completes its request. */
function complete(deps: SandboxDeps, intent: StoredPaymentIntent, request: StoredPaymentRequest): Outcome {
  const { connector } = intent.intent;
  const payerAccount = connector && exposesPayerAccount(connector) ? payerAccountOf(intent.payer, connector) : null;
  emit(deps, 'completed', move(deps, intent, 'PAYMENT_COMPLETED', { payerAccount }));
  setRequestStatus(deps, request.id, 'COMPLETED', { activeIntentId: undefined });
  return 'done';
}

function waitForPayer(deps: SandboxDeps, intent: StoredPaymentIntent, request: StoredPaymentRequest): Outcome {
  const consent = openPayerConsent(deps);
  const consentUrl = consentLink(deps, intentConsentPath(intent.id), consent);
  emit(deps, 'waiting_payer_authorization', move(deps, intent, 'CONSENT_AWAITING_AUTHORIZATION', { consentUrl }, consent));
  setRequestStatus(deps, request.id, 'WAITING_PAYER_AUTHORIZATION');
  deps.clock.after(deps.config.paymentConsentTtlMs, () => endConsent(deps, intent.id, 'expired'));
  return 'done';
}

function step(deps: SandboxDeps, id: string): Outcome {
  const found = current(deps, id);
  if (!found) return 'done';
  const { intent, request } = found;
  const submitted = () => ({ endToEndId: endToEndId(payerIspb(intent.payer, intent.intent.connector, intent.id), deps.clock.now()) });
  switch (intent.intent.status) {
    case 'STARTED':
      if (intent.intent.paymentMethod !== 'PIX') return waitForPayer(deps, intent, request);
      move(deps, intent, 'PAYMENT_PENDING', submitted());
      return 'next';
    case 'CONSENT_AUTHORIZED':
      move(deps, intent, 'PAYMENT_PENDING', submitted());
      return 'next';
    case 'PAYMENT_PENDING': {
      const refusal = refusalFor(intent.payer, request.request.amount);
      if (refusal) return fail(deps, intent, refusal.intentStatus, { code: refusal.code, description: refusal.description });
      move(deps, intent, needsSecondSignature(intent.payer) ? 'PAYMENT_PARTIALLY_ACCEPTED' : 'PAYMENT_SETTLEMENT_PROCESSING');
      return 'next';
    }
    case 'PAYMENT_PARTIALLY_ACCEPTED':
      // The account's second holder has signed.
      move(deps, intent, 'PAYMENT_SETTLEMENT_PROCESSING');
      return 'next';
    case 'PAYMENT_SETTLEMENT_PROCESSING':
      move(deps, intent, 'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT');
      return 'next';
    case 'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT':
      return complete(deps, intent, request);
    default:
      return 'done';
  }
}

function run(deps: SandboxDeps, id: string): void {
  deps.clock.after(deps.config.stepMs, () => {
    if (step(deps, id) === 'next') run(deps, id);
  });
}

/**
 * The payer's answer at the consent page, or its expiry: the intent moves on at once. Answers the
 * intent as it then is, or undefined when its consent no longer waits (answered, expired, replaced).
 */
function endConsent(deps: SandboxDeps, id: string, answer: ConsentAnswer): StoredPaymentIntent | undefined {
  const found = current(deps, id);
  const consent = found?.intent.consent;
  if (!found || !consent || consent.answer !== undefined || found.intent.intent.status !== 'CONSENT_AWAITING_AUTHORIZATION') return undefined;
  // Answered first, so the link is used whatever follows.
  const intent = paymentIntentsOf(deps.store).put({ ...found.intent, consent: { ...consent, answer } });
  const { payer } = intent;
  if (answer !== 'authorized') fail(deps, intent, 'CONSENT_REJECTED', CONSENT_ENDS[answer]);
  else if (rejectsConsent(payer.cpf) || rejectsConsent(payer.cnpj)) fail(deps, intent, 'CONSENT_REJECTED', CONSENT_ENDS.invalid);
  else if (authorizeConsent(deps, intent, found.request) === 'next') run(deps, id);
  return paymentIntentsOf(deps.store).get(id);
}

export const answerIntentConsent = (deps: SandboxDeps, id: string, decision: Decision): StoredPaymentIntent | undefined =>
  endConsent(deps, id, decision);

/** The statuses an intent leaves by itself, a step later. */
const MOVING = new Set([
  'STARTED',
  'CONSENT_AUTHORIZED',
  'PAYMENT_PENDING',
  'PAYMENT_PARTIALLY_ACCEPTED',
  'PAYMENT_SETTLEMENT_PROCESSING',
  'PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT',
]);

/**
 * After a restart, whose scheduled steps are gone: an intent between two steps takes its next, and
 * a consent still waiting for its payer expires when it would have. An intent no longer paying its
 * request is left as it is, as its steps would leave it.
 */
export function resumeIntent(deps: SandboxDeps, stored: StoredPaymentIntent): void {
  const { status } = stored.intent;
  if (status === 'CONSENT_AWAITING_AUTHORIZATION') {
    const at = Date.parse(stored.consent?.expiresAt ?? '');
    if (Number.isFinite(at)) deps.clock.after(Math.max(0, at - deps.clock.now()), () => endConsent(deps, stored.id, 'expired'));
    return;
  }
  if (status !== undefined && MOVING.has(status)) run(deps, stored.id);
}

export function startIntent(deps: SandboxDeps, stored: StoredPaymentIntent): void {
  emit(deps, 'created', stored);
  setRequestStatus(deps, stored.paymentRequestId, 'IN_PROGRESS', { errorDetail: null, activeIntentId: stored.id });
  run(deps, stored.id);
}
