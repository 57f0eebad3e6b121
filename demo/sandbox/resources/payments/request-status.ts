// Moves a payment request to a new status and tells webhooks, once per actual change.
import type { PaymentRequestStatus } from '../../../../src/api/schemas/index.js';
import type { SandboxDeps } from '../../core/context.js';
import { paymentRequestsOf, type StoredPaymentRequest } from './records.js';

export type ErrorDetail = { code: string; description: string; detail?: string };

export function setRequestStatus(
  deps: SandboxDeps,
  id: string,
  status: PaymentRequestStatus,
  changes: { errorDetail?: ErrorDetail | null; activeIntentId?: string | undefined } = {},
): StoredPaymentRequest | undefined {
  const requests = paymentRequestsOf(deps.store);
  const stored = requests.get(id);
  if (!stored) return undefined;
  const changed = stored.request.status !== status;
  const request = { ...stored.request, status, updatedAt: new Date(deps.clock.now()).toISOString() };
  if (changes.errorDetail !== undefined) request.errorDetail = changes.errorDetail;
  const next: StoredPaymentRequest = { ...stored, request: changed || changes.errorDetail !== undefined ? request : stored.request };
  if ('activeIntentId' in changes) next.activeIntentId = changes.activeIntentId;
  requests.put(next);
  if (changed) {
    deps.events.emit({ event: 'payment_request/updated', clientId: stored.clientId, payload: { paymentRequestId: id, data: { status } } });
  }
  return next;
}
