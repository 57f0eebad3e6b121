// Hand-written guards over what the aggregator answers: a payment request, a payment intent, pages of intents and connectors; anything of another shape is unreadable.

export type AggregatorRecipient = { type: string | null; name: string | null; institution: string | null };

export type AggregatorRequest = {
  id: string;
  /** BRL; none for an automatic PIX request, whose payments each carry their own. */
  amount: number | null;
  description: string | null;
  status: string;
  recipient: AggregatorRecipient | null;
  pixQrCode: string | null;
  automaticPix: { fixedAmount: number | null } | null;
  hasBoleto: boolean;
  isSandbox: boolean;
  callbackUrls: { success: string | null; error: string | null };
};

export type AggregatorIntent = {
  id: string;
  status: string;
  consentUrl: string | null;
  connector: { id: number; name: string } | null;
  endToEndId: string | null;
  updatedAt: string | null;
  errorDetail: { code: string; description: string | null } | null;
  /** The request the intent pays, as the intent names it. */
  paymentRequestId: string | null;
};

export type AggregatorConnector = {
  id: number;
  name: string;
  imageUrl: string | null;
  primaryColor: string | null;
  supportsPaymentInitiation: boolean;
  supportsAutomaticPix: boolean;
  supportsSmartTransfers: boolean;
};

/** Thrown inside a guard at the first field of the wrong shape; the guard answers null. */
export class Unreadable extends Error {}

export type Json = Record<string, unknown>;

export function record(value: unknown): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Unreadable();
  return value as Json;
}
export const optionalRecord = (value: unknown): Json | null => (value === undefined || value === null ? null : record(value));

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new Unreadable();
  return value;
}
export const optionalText = (value: unknown): string | null => (value === undefined || value === null ? null : text(value));

export function number(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Unreadable();
  return value;
}
const optionalNumber = (value: unknown): number | null => (value === undefined || value === null ? null : number(value));

function flag(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new Unreadable();
  return value;
}

export const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A link the payer's browser may follow: http(s) only, never a script or data URL; anything else is left out. */
const optionalLink = (value: unknown): string | null => {
  const found = optionalText(value);
  return found !== null && isHttpUrl(found) ? found : null;
};

export function guard<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

export function readRecipient(value: unknown): AggregatorRecipient | null {
  const recipient = optionalRecord(value);
  if (recipient === null) return null;
  const institution = optionalRecord(recipient.paymentInstitution);
  return {
    type: optionalText(recipient.type),
    name: optionalText(recipient.name),
    institution: institution === null ? null : (optionalText(institution.tradeName) ?? optionalText(institution.name)),
  };
}

export const readPaymentRequest = (body: unknown): AggregatorRequest | null =>
  guard(() => {
    const request = record(body);
    const callbacks = optionalRecord(request.callbackUrls);
    const automaticPix = optionalRecord(request.automaticPix);
    return {
      id: text(request.id),
      amount: optionalNumber(request.amount),
      description: optionalText(request.description),
      status: text(request.status),
      recipient: readRecipient(request.recipient),
      pixQrCode: optionalText(request.pixQrCode),
      automaticPix: automaticPix === null ? null : { fixedAmount: optionalNumber(automaticPix.fixedAmount) },
      hasBoleto: optionalRecord(request.boleto) !== null,
      isSandbox: flag(request.isSandbox),
      callbackUrls: { success: optionalLink(callbacks?.success), error: optionalLink(callbacks?.error) },
    };
  });

function readIntentFields(body: unknown): AggregatorIntent {
  const intent = record(body);
  const connector = optionalRecord(intent.connector);
  const errorDetail = optionalRecord(intent.errorDetail);
  const consentUrl = optionalText(intent.consentUrl);
  // The page opens this link for the payer: one that is not http(s) is not a consent page.
  if (consentUrl !== null && !isHttpUrl(consentUrl)) throw new Unreadable();
  return {
    id: text(intent.id),
    status: text(intent.status),
    consentUrl,
    connector: connector === null ? null : { id: number(connector.id), name: text(connector.name) },
    endToEndId: optionalText(intent.endToEndId),
    updatedAt: optionalText(intent.updatedAt),
    errorDetail: errorDetail === null ? null : { code: text(errorDetail.code), description: optionalText(errorDetail.description) },
    paymentRequestId: optionalText(optionalRecord(intent.paymentRequest)?.id) ?? optionalText(intent.paymentRequestId),
  };
}

export const readIntent = (body: unknown): AggregatorIntent | null => guard(() => readIntentFields(body));

export function results(body: unknown): unknown[] {
  const list = record(body).results;
  if (!Array.isArray(list)) throw new Unreadable();
  return list;
}

export const readIntentPage = (body: unknown): AggregatorIntent[] | null => guard(() => results(body).map(readIntentFields));

const HEX_COLOUR = /^#?[0-9a-f]{6}$/i;

export const readConnectorPage = (body: unknown): AggregatorConnector[] | null =>
  guard(() =>
    results(body).map((item) => {
      const connector = record(item);
      const colour = optionalText(connector.primaryColor);
      return {
        id: number(connector.id),
        name: text(connector.name),
        imageUrl: optionalLink(connector.imageUrl),
        primaryColor: colour !== null && HEX_COLOUR.test(colour) ? (colour.startsWith('#') ? colour : `#${colour}`) : null,
        supportsPaymentInitiation: flag(connector.supportsPaymentInitiation),
        supportsAutomaticPix: flag(connector.supportsAutomaticPix),
        supportsSmartTransfers: flag(connector.supportsSmartTransfers),
      };
    }),
  );
