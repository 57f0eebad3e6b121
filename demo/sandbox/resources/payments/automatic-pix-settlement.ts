// Runs one automatic PIX payment on its date (a step after it is scheduled when that is today): completed, or an error code of the interface.
import { randomUUID } from 'node:crypto';
import type { AutomaticPixErrorCode, PaymentRequestAutomaticPix } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import { onDay } from '../../core/on-day.js';
import { endToEndId } from './end-to-end-id.js';
import { automaticPixPaymentsOf, paymentRequestsOf, type StoredAutomaticPixPayment } from './records.js';
import { bankRefuses } from './sandbox-outcomes.js';

const DESCRIPTIONS: Partial<Record<AutomaticPixErrorCode, string>> = {
  SALDO_INSUFICIENTE: 'Insufficient balance',
  PAGAMENTO_DIVERGENTE_CONSENTIMENTO: 'Payment data differs from consent data',
  LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO: 'Per-transaction consent limit exceeded',
};

/**
 * The consent's variable range a later payment breaks, if any: the payer's bank checks it when the
 * payment is due (a fixedAmount is checked when the payment is scheduled). A first payment has its own amount.
 */
function consentBreach(
  consent: PaymentRequestAutomaticPix | null | undefined,
  amount: number,
): { code: AutomaticPixErrorCode; detail: string } | null {
  if (!consent) return null;
  if (consent.maximumVariableAmount !== undefined && amount > consent.maximumVariableAmount) {
    return {
      code: 'LIMITE_VALOR_TRANSACAO_CONSENTIMENTO_EXCEDIDO',
      detail: `amount ${amount} exceeds maximumVariableAmount ${consent.maximumVariableAmount}`,
    };
  }
  if (consent.minimumVariableAmount !== undefined && amount < consent.minimumVariableAmount) {
    return { code: 'PAGAMENTO_DIVERGENTE_CONSENTIMENTO', detail: `amount ${amount} is below minimumVariableAmount ${consent.minimumVariableAmount}` };
  }
  return null;
}

/** Announces a new payment and settles it as its date begins in São Paulo, or a step from now when that is today. */
export function startAutomaticPixPayment(deps: SandboxDeps, stored: StoredAutomaticPixPayment, announce: boolean): void {
  if (announce) {
    deps.events.emit({
      event: 'automatic_pix_payment/created',
      clientId: stored.clientId,
      payload: { paymentRequestId: stored.paymentRequestId, automaticPixPaymentId: stored.id },
    });
  }
  onDay(deps.clock, stored.payment.date, () => settle(deps, stored.id), deps.config.stepMs);
}

function settle(deps: SandboxDeps, id: string): void {
  const payments = automaticPixPaymentsOf(deps.store);
  const stored = payments.get(id);
  if (!stored || (stored.payment.status !== 'SCHEDULED' && stored.payment.status !== 'CREATED')) return;
  const request = paymentRequestsOf(deps.store).get(stored.paymentRequestId);
  if (request?.request.status !== 'AUTHORIZED') return;
  const { payment } = stored;
  const attempts = payment.attempts ?? [];
  const breach = payment.isFirstPayment ? null : consentBreach(request.request.automaticPix, payment.amount);
  // Insufficient balance only on the first attempt, so a merchant can also try the retry path.
  const failure =
    breach ??
    (bankRefuses(payment.amount) && attempts.length === 0
      ? { code: 'SALDO_INSUFICIENTE' as const, detail: 'The payer has no balance for this payment' }
      : null);
  const at = deps.clock.now();
  const errorDetail = failure ? { code: failure.code, description: DESCRIPTIONS[failure.code] ?? failure.code, detail: failure.detail } : null;
  const e2e = endToEndId('00000000', at);
  payments.put({
    ...stored,
    payment: {
      ...payment,
      status: failure ? 'ERROR' : 'COMPLETED',
      errorDetail,
      ...(failure ? {} : { endToEndId: e2e }),
      attempts: [...attempts, { id: randomUUID(), status: failure ? 'ERROR' : 'COMPLETED', endToEndId: e2e, date: payment.date, errorDetail }],
    },
  });
  deps.events.emit({
    event: failure ? 'automatic_pix_payment/error' : 'automatic_pix_payment/completed',
    clientId: stored.clientId,
    payload: { paymentRequestId: stored.paymentRequestId, automaticPixPaymentId: id },
  });
}
