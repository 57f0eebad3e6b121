// What the payment routes and the offer routes share: one aggregator client (so one API key), the
// limits each payer's address is held to, and the operator's line when the aggregator fails.
import {
  type AggregatorClient,
  type AggregatorCredentials,
  type AggregatorReply,
  AggregatorUnavailable,
  aggregatorClient,
} from './aggregator-client.js';
import { Refusal, refuse } from './payer-answers.js';
import { type RateLimit, rateLimit } from './rate-limit.js';

export type BackendOptions = {
  apiOrigin: string;
  limits?: { readsPerMinute: number; intentsPerMinute: number };
  /** One line per failure of the aggregator, for the operator: never a body, so never the payer. */
  log?: (line: string) => void;
  now?: () => number;
};

export const DEFAULT_LIMITS = { readsPerMinute: 120, intentsPerMinute: 10 };

export type PayerBackend = {
  aggregator: AggregatorClient;
  /** Reads, per address, whatever they read. */
  reads: RateLimit;
  /** Intents and preauthorizations made, per address and per what they are made for. */
  creations: RateLimit;
  /** The refusal for a reply the payer API cannot understand, said to the operator in one line. */
  unusable(call: string, reply: AggregatorReply): Refusal;
  /** The answer for what a route threw: its refusal, or the aggregator out of reach (said to the operator); anything else is thrown on. */
  failed(error: unknown): Response;
};

export function payerBackend(options: BackendOptions, credentials: AggregatorCredentials): PayerBackend {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const log = options.log ?? (() => undefined);
  return {
    aggregator: aggregatorClient(options.apiOrigin, credentials, options.now ? { now: options.now } : {}),
    reads: rateLimit(limits.readsPerMinute, options.now),
    creations: rateLimit(limits.intentsPerMinute, options.now),
    unusable(call, reply) {
      log(`payer API: the aggregator answered ${reply.status} to ${call}`);
      return new Refusal(refuse('AGGREGATOR_UNAVAILABLE', 'The payment service did not answer as expected: try again'));
    },
    failed(error) {
      if (error instanceof Refusal) return error.response;
      if (!(error instanceof AggregatorUnavailable)) throw error;
      log(`payer API: ${error.message}`);
      return refuse('AGGREGATOR_UNAVAILABLE', 'The payment service is unavailable: try again');
    },
  };
}
