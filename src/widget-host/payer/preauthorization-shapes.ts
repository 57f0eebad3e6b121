// Hand-written guards over the aggregator's smart transfer preauthorization and payment recipient, as the payer API reads them.
import {
  type AggregatorRecipient,
  guard,
  isHttpUrl,
  number,
  optionalRecord,
  optionalText,
  readRecipient,
  record,
  text,
  Unreadable,
} from './aggregator-shapes.js';

export type AggregatorPreauthorization = {
  id: string;
  status: string;
  consentUrl: string | null;
  clientPreauthorizationId: string | null;
  recipientIds: string[];
  connector: { id: number; name: string } | null;
  /** As the aggregator keeps it: the offer's limits, read back for the payer. */
  configuration: Record<string, unknown>;
};

export const readPreauthorization = (body: unknown): AggregatorPreauthorization | null =>
  guard(() => {
    const preauthorization = record(body);
    const consentUrl = optionalText(preauthorization.consentUrl);
    // The page opens this link for the payer: one that is not http(s) is not a consent page.
    if (consentUrl !== null && !isHttpUrl(consentUrl)) throw new Unreadable();
    const recipients = preauthorization.recipients ?? [];
    if (!Array.isArray(recipients)) throw new Unreadable();
    const connector = optionalRecord(preauthorization.connector);
    return {
      id: text(preauthorization.id),
      status: text(preauthorization.status),
      consentUrl,
      clientPreauthorizationId: optionalText(preauthorization.clientPreauthorizationId),
      recipientIds: recipients.map((recipient) => text(record(recipient).id).toLowerCase()),
      connector: connector === null ? null : { id: number(connector.id), name: text(connector.name) },
      configuration: optionalRecord(preauthorization.configuration) ?? {},
    };
  });

export const readPaymentRecipient = (body: unknown): (AggregatorRecipient & { id: string }) | null =>
  guard(() => {
    const recipient = readRecipient(body);
    if (recipient === null) throw new Unreadable();
    return { ...recipient, id: text(record(body).id).toLowerCase() };
  });
