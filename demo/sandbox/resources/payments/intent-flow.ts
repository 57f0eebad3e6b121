// Carries a payment intent through consent and payment, one status per step, updating its request.
import { randomUUID } from 'node:crypto';
import type { SandboxDeps } from '../../core/context.js';
import { startAutomaticPixPayment } from './automatic-pix-settlement.js';
import { brazilDate } from '../../core/brazil-date.js';
import { automaticPixPaymentsOf, paymentIntentsOf, paymentRequestsOf, type StoredPaymentIntent, type StoredPaymentRequest } from './records.js';
import { setRequestStatus, type ErrorDetail } from './request-status.js';
import { startSchedule } from './schedule-series.js';
import { bankRefuses, rejectsConsent } from './sandbox-outcomes.js';

type Outcome = 'next' | 'done';

const CONSENT_REJECTED: ErrorDetail = { code: 'CONSENT_REJECTED', description: 'The payer rejected the consent at the institution' };
const PAYMENT_REJECTED: ErrorDetail = { code: 'PAYMENT_REJECTED', description: 'The payer institution refused the payment' };

export function startIntent(deps: SandboxDeps, stored: StoredPaymentIntent): void {
  const intents = paymentIntentsOf(deps.store);
  const iso = () => new Date(deps.clock.now()).toISOString();

  const emit = (name: 'created' | 'waiting_payer_authorization' | 'completed' | 'error', intent: StoredPaymentIntent) =>
    deps.events.emit({
      event: `payment_intent/${name}`,
      clientId: intent.clientId,
      payload: { paymentIntentId: intent.id, paymentRequestId: intent.paymentRequestId },
    });

  const move = (intent: StoredPaymentIntent, status: string, extra: Partial<StoredPaymentIntent['intent']> = {}) => {
    const next = { ...intent, intent: { ...intent.intent, ...extra, status, updatedAt: iso() } };
    intents.put(next);
    return next;
  };

  const fail = (intent: StoredPaymentIntent, status: string, detail: ErrorDetail): Outcome => {
    emit('error', move(intent, status));
    setRequestStatus(deps, intent.paymentRequestId, 'ERROR', { errorDetail: detail, activeIntentId: undefined });
    return 'done';
  };

  /** Consent given for a recurring or future payment: the request waits for its own payments. */
  const authorizeConsent = (intent: StoredPaymentIntent, request: StoredPaymentRequest): Outcome => {
    const moved = move(intent, 'CONSENT_AUTHORIZED');
    if (request.kind === 'automatic-pix') {
      setRequestStatus(deps, request.id, 'AUTHORIZED', { activeIntentId: undefined });
      const first = request.request.automaticPix?.firstPayment;
      if (first?.amount !== undefined) {
        const id = randomUUID();
        const payment = automaticPixPaymentsOf(deps.store).put({
          id,
          clientId: moved.clientId,
          paymentRequestId: request.id,
          createdAt: iso(),
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
  };

  const step = (): Outcome => {
    const intent = intents.get(stored.id);
    const request = paymentRequestsOf(deps.store).get(stored.paymentRequestId);
    // The request was deleted or another intent took over: this one stops where it is.
    if (!intent || !request || request.activeIntentId !== intent.id) return 'done';
    const pix = intent.intent.paymentMethod === 'PIX';
    switch (intent.intent.status) {
      case 'STARTED':
        if (pix) {
          move(intent, 'PAYMENT_PENDING');
          return 'next';
        }
        emit(
          'waiting_payer_authorization',
          move(intent, 'CONSENT_AWAITING_AUTHORIZATION', { consentUrl: `${deps.config.publicUrl}/payments/consent/${intent.id}` }),
        );
        setRequestStatus(deps, request.id, 'WAITING_PAYER_AUTHORIZATION');
        return 'next';
      case 'CONSENT_AWAITING_AUTHORIZATION':
        if (rejectsConsent(intent.payer.cpf) || rejectsConsent(intent.payer.cnpj)) return fail(intent, 'CONSENT_REJECTED', CONSENT_REJECTED);
        return authorizeConsent(intent, request);
      case 'CONSENT_AUTHORIZED':
        move(intent, 'PAYMENT_PENDING');
        return 'next';
      case 'PAYMENT_PENDING':
        if (bankRefuses(request.request.amount)) return fail(intent, 'PAYMENT_REJECTED', PAYMENT_REJECTED);
        emit('completed', move(intent, 'PAYMENT_COMPLETED'));
        setRequestStatus(deps, request.id, 'COMPLETED', { activeIntentId: undefined });
        return 'done';
      default:
        return 'done';
    }
  };

  const tick = () => {
    if (step() === 'next') deps.clock.after(deps.config.stepMs, tick);
  };

  emit('created', stored);
  setRequestStatus(deps, stored.paymentRequestId, 'IN_PROGRESS', { errorDetail: null, activeIntentId: stored.id });
  deps.clock.after(deps.config.stepMs, tick);
}
