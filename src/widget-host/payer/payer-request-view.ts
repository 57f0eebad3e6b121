// A payment request as the payer page shows it: what is paid, to whom, through which banks, and the attempt under way.
import type { AggregatorConnector, AggregatorRequest } from './aggregator-shapes.js';
import { type PayerIntent, payerIntentView } from './payer-intent-view.js';
import type { AggregatorIntent } from './aggregator-shapes.js';

export type PaymentKind = 'PIX' | 'PIX_QR' | 'AUTOMATIC_PIX' | 'BOLETO';

export type PayerConnector = { id: number; name: string; imageUrl: string | null; primaryColor: string | null };

export type PayerRequest = {
  id: string;
  amount: number | null;
  description: string | null;
  status: string;
  kind: PaymentKind;
  recipient: { name: string | null; institution: string | null } | null;
  pixQrCode: string | null;
  callbackUrls: { success: string | null; error: string | null };
  needsPayerName: boolean;
  connectors: PayerConnector[];
  intent: PayerIntent | null;
};

/** The most banks one page lists, as the aggregator pages them. */
export const MAX_CONNECTORS = 500;

export function paymentKind(request: AggregatorRequest): PaymentKind {
  if (request.automaticPix !== null) return 'AUTOMATIC_PIX';
  if (request.pixQrCode !== null || request.recipient?.type === 'PIX_QR_CODE') return 'PIX_QR';
  if (request.hasBoleto || request.recipient?.type === 'BOLETO') return 'BOLETO';
  return 'PIX';
}

const byName = new Intl.Collator('pt-BR');

/** The banks that can pay a request of this kind, sorted by name. */
export function payingConnectors(kind: PaymentKind, connectors: readonly AggregatorConnector[]): PayerConnector[] {
  return connectors
    .filter((c) => (kind === 'AUTOMATIC_PIX' ? c.supportsAutomaticPix : c.supportsPaymentInitiation))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
    .slice(0, MAX_CONNECTORS)
    .map(({ id, name, imageUrl, primaryColor }) => ({ id, name, imageUrl, primaryColor }));
}

export function payerRequestView(
  request: AggregatorRequest,
  connectors: readonly AggregatorConnector[],
  latest: AggregatorIntent | null,
): PayerRequest {
  const kind = paymentKind(request);
  const { recipient } = request;
  return {
    id: request.id,
    // An automatic PIX request has no amount of its own; a fixed one is what each payment will be.
    amount: request.amount ?? request.automaticPix?.fixedAmount ?? null,
    description: request.description,
    status: request.status,
    kind,
    recipient: recipient === null ? null : { name: recipient.name, institution: recipient.institution },
    pixQrCode: request.pixQrCode,
    callbackUrls: request.callbackUrls,
    needsPayerName: kind === 'AUTOMATIC_PIX',
    connectors: payingConnectors(kind, connectors),
    intent: latest === null ? null : payerIntentView(latest),
  };
}
