// A payment intent as the payer page sees it: its status, where to authorize, and the outcome; never who the payer is.
import type { AggregatorIntent } from './aggregator-shapes.js';

/** The aggregator's intent as read, but for the request it pays, which the page knows already. */
export type PayerIntent = Omit<AggregatorIntent, 'paymentRequestId'>;

/** Field by field, so nothing the aggregator adds (the payer's account, its tax number) reaches the page. */
export const payerIntentView = (intent: AggregatorIntent): PayerIntent => ({
  id: intent.id,
  status: intent.status,
  consentUrl: intent.consentUrl,
  connector: intent.connector,
  endToEndId: intent.endToEndId,
  updatedAt: intent.updatedAt,
  errorDetail: intent.errorDetail,
});
