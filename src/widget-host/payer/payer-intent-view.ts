// A payment intent as the payer page sees it: its status, where to authorize, and the outcome; never who the payer is.
import type { AggregatorIntent } from './aggregator-shapes.js';

export type PayerIntent = {
  id: string;
  status: string;
  consentUrl: string | null;
  connector: { id: number; name: string } | null;
  endToEndId: string | null;
  updatedAt: string | null;
  errorDetail: { code: string; description: string | null } | null;
};

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
