// The body of a new payment intent as the payer page sends it: the bank chosen, the payer's CPF or CNPJ, and their name where the request needs it.
import { readTaxNumber, type TaxNumber } from './tax-number.js';

export type PayerField = 'connectorId' | 'taxNumber' | 'name';

export type PayerInput = { connectorId: number; taxNumber: TaxNumber; name: string | null };

/** Why the body cannot be used: the field at fault, or none when the body itself cannot be read. */
export type PayerRefusal = { field: PayerField | null; message: string };

export const MAX_NAME_LENGTH = 120;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payer's input, or why not. `connectorIds` are the banks the payer was offered; `needsName`
 * says whether the request needs the payer's name (automatic PIX). The messages never repeat what
 * was typed: a tax number must not travel back into logs or error reports.
 */
export function readPayerInput(text: string, context: { connectorIds: ReadonlySet<number>; needsName: boolean }): PayerInput | PayerRefusal {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { field: null, message: 'The body is not JSON' };
  }
  if (!isRecord(body)) return { field: null, message: 'The body is not a JSON object' };
  const { connectorId, taxNumber, name } = body;
  if (typeof connectorId !== 'number' || !context.connectorIds.has(connectorId)) {
    return { field: 'connectorId', message: 'connectorId must be one of the banks this payment request offers' };
  }
  const read = typeof taxNumber === 'string' ? readTaxNumber(taxNumber) : null;
  if (read === null) return { field: 'taxNumber', message: 'taxNumber must be a valid CPF (11 digits) or CNPJ (14 digits)' };
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (name !== undefined && name !== null && (typeof name !== 'string' || trimmed.length > MAX_NAME_LENGTH)) {
    return { field: 'name', message: `name must be text of at most ${MAX_NAME_LENGTH} characters` };
  }
  if (context.needsName && trimmed === '') return { field: 'name', message: "name is required: this payment request needs the payer's name" };
  return { connectorId, taxNumber: read, name: trimmed === '' ? null : trimmed };
}
