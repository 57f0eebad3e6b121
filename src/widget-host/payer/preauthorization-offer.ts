// A smart transfer preauthorization offer: the merchant's signed terms (recipients, limits, its reference, where to send the payer back, until when), its claims checked by hand.
import { verifyHs256 } from './offer-signature.js';

export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export type PeriodLimit = { quantityLimit?: number; transactionLimit?: number };

/** As the aggregator's create body names it. */
export type OfferConfiguration = {
  totalAllowedAmount?: number;
  transactionLimit?: number;
  periodicLimits?: Partial<Record<Period, PeriodLimit>> | null;
};

export type PreauthorizationOffer = {
  recipientIds: string[];
  configuration: OfferConfiguration;
  clientPreauthorizationId: string | null;
  callbackUrls: { success: string | null; error: string | null };
  /** The aggregator's test banks offered too: for a merchant trying the sandbox. */
  includeSandbox: boolean;
  /** Seconds since the epoch. */
  exp: number;
};

/** Why an offer is refused: its code and what is wrong, never what it holds. */
export type OfferRefusal = { code: 'INVALID_OFFER' | 'OFFER_EXPIRED'; message: string };

/** An offer lives a day at most: a leaked one is not good for long. */
export const MAX_OFFER_LIFE_S = 24 * 60 * 60;
/** How far the merchant's clock may be ahead of this one. */
const CLOCK_SKEW_S = 60;
export const MAX_RECIPIENTS = 10;
const MAX_REFERENCE = 256;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLAIMS = new Set(['recipientIds', 'configuration', 'clientPreauthorizationId', 'callbackUrls', 'includeSandbox', 'exp', 'iat']);

class Bad extends Error {}
const bad = (message: string): never => {
  throw new Bad(message);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive amount in whole cents, as the aggregator takes one. */
function amount(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return bad(`${name} must be a positive amount in reais with at most two decimals`);
  }
  return value;
}

function periodicLimits(value: unknown): OfferConfiguration['periodicLimits'] {
  if (value === undefined || value === null) return value;
  if (!isRecord(value)) return bad('configuration.periodicLimits must be an object');
  const limits: Partial<Record<Period, PeriodLimit>> = {};
  for (const [period, limit] of Object.entries(value)) {
    // A limit the payer page cannot put in words is one the payer would agree to unseen.
    if (!(PERIODS as readonly string[]).includes(period)) return bad(`configuration.periodicLimits.${period}: the periods are ${PERIODS.join(', ')}`);
    const name = `configuration.periodicLimits.${period}`;
    if (!isRecord(limit) || Object.keys(limit).some((key) => key !== 'quantityLimit' && key !== 'transactionLimit')) {
      return bad(`${name} must be {quantityLimit?, transactionLimit?}`);
    }
    const count = limit.quantityLimit;
    if (count !== undefined && (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1)) {
      return bad(`${name}.quantityLimit must be a whole number of at least 1`);
    }
    const sum = amount(limit.transactionLimit, `${name}.transactionLimit`);
    limits[period as Period] = { ...(count !== undefined ? { quantityLimit: count } : {}), ...(sum !== undefined ? { transactionLimit: sum } : {}) };
  }
  return limits;
}

function configuration(value: unknown): OfferConfiguration {
  if (value === undefined) return {};
  if (!isRecord(value)) return bad('configuration must be an object');
  const unknown = Object.keys(value).find((key) => !['totalAllowedAmount', 'transactionLimit', 'periodicLimits'].includes(key));
  if (unknown !== undefined) return bad(`configuration.${unknown} is not a limit the widget host knows`);
  const total = amount(value.totalAllowedAmount, 'configuration.totalAllowedAmount');
  const each = amount(value.transactionLimit, 'configuration.transactionLimit');
  if (total !== undefined && each !== undefined && each > total)
    return bad('configuration.transactionLimit must not exceed configuration.totalAllowedAmount');
  const periodic = periodicLimits(value.periodicLimits);
  return {
    ...(total !== undefined ? { totalAllowedAmount: total } : {}),
    ...(each !== undefined ? { transactionLimit: each } : {}),
    ...(periodic !== undefined ? { periodicLimits: periodic } : {}),
  };
}

function link(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  try {
    if (typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // Said below.
  }
  return bad(`${name} must be an http(s) URL`);
}

function readClaims(claims: unknown, nowS: number): PreauthorizationOffer {
  if (!isRecord(claims)) return bad("the offer's payload is not a JSON object");
  const unknown = Object.keys(claims).find((claim) => !CLAIMS.has(claim));
  if (unknown !== undefined) return bad(`the claim ${unknown} is not one of an offer's`);
  const { recipientIds, exp, iat, clientPreauthorizationId, callbackUrls, includeSandbox } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return bad('exp is required: when the offer expires, in seconds since 1970 (a NumericDate)');
  if (exp > nowS + MAX_OFFER_LIFE_S + CLOCK_SKEW_S) return bad('exp is more than 24 hours ahead: an offer lives a day at most');
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat) || iat > nowS + CLOCK_SKEW_S))
    return bad('iat must be a NumericDate, not in the future');
  if (
    !Array.isArray(recipientIds) ||
    recipientIds.length === 0 ||
    recipientIds.length > MAX_RECIPIENTS ||
    !recipientIds.every((id): id is string => typeof id === 'string' && UUID.test(id)) ||
    new Set(recipientIds).size !== recipientIds.length
  ) {
    return bad(`recipientIds must list 1 to ${MAX_RECIPIENTS} different payment recipient ids (uuids)`);
  }
  if (
    clientPreauthorizationId !== undefined &&
    (typeof clientPreauthorizationId !== 'string' || clientPreauthorizationId === '' || clientPreauthorizationId.length > MAX_REFERENCE)
  ) {
    return bad(`clientPreauthorizationId must be text of 1 to ${MAX_REFERENCE} characters`);
  }
  if (callbackUrls !== undefined && !isRecord(callbackUrls)) return bad('callbackUrls must be {success?, error?}');
  if (includeSandbox !== undefined && typeof includeSandbox !== 'boolean') return bad('includeSandbox must be true or false');
  return {
    recipientIds: recipientIds.map((id) => id.toLowerCase()),
    configuration: configuration(claims.configuration),
    clientPreauthorizationId: clientPreauthorizationId ?? null,
    callbackUrls: { success: link(callbackUrls?.success, 'callbackUrls.success'), error: link(callbackUrls?.error, 'callbackUrls.error') },
    includeSandbox: includeSandbox === true,
    exp,
  };
}

/** Limits as the aggregator answers them, read as an offer's are; null when they are not of that shape. */
export function readConfiguration(value: unknown): OfferConfiguration | null {
  try {
    return configuration(value);
  } catch (error) {
    if (error instanceof Bad) return null;
    throw error;
  }
}

/** The offer `token` carries when `secret` signed it and it holds; else why not. `nowS`: seconds since the epoch. */
export function readOffer(token: unknown, secret: string, nowS: number): PreauthorizationOffer | OfferRefusal {
  if (typeof token !== 'string' || token === '') return { code: 'INVALID_OFFER', message: 'offer is required: the compact JWS the merchant signed' };
  const signed = verifyHs256(token, secret);
  if (!signed.ok) return { code: 'INVALID_OFFER', message: `Invalid offer: ${signed.message}` };
  try {
    const offer = readClaims(signed.payload, nowS);
    if (offer.exp <= nowS) return { code: 'OFFER_EXPIRED', message: 'The offer has expired: ask the merchant for a new one' };
    return offer;
  } catch (error) {
    if (error instanceof Bad) return { code: 'INVALID_OFFER', message: `Invalid offer: ${error.message}` };
    throw error;
  }
}
