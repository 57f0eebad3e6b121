// Body checks the shared schemas cannot express: tax numbers, amounts in cents, PIX keys.
import { isValidTaxNumber } from '../../core/documents.js';
import { Problem } from '../../core/problem.js';

export const invalid = (message: string) => new Problem(400, `Invalid request body: ${message}`);

export function assertTaxNumber(value: string, field: string): void {
  if (!isValidTaxNumber(value)) throw invalid(`${field}: "${value}" is not a valid CPF or CNPJ`);
}

/** A positive amount in whole cents. */
export function assertAmount(value: number, field: string): void {
  if (!Number.isFinite(value) || value <= 0 || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    throw invalid(`${field}: must be a positive amount with at most two decimals`);
  }
}

export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

/** The kind of a PIX key as the Central Bank's directory formats them, or null. */
export function pixKeyType(key: string): PixKeyType | null {
  const digits = key.replace(/[.\-/]/g, '');
  if (/^\d{11}$/.test(digits) && isValidTaxNumber(digits)) return 'CPF';
  if (/^\d{14}$/.test(digits) && isValidTaxNumber(digits)) return 'CNPJ';
  if (/^\+55\d{10,11}$/.test(key)) return 'PHONE';
  if (key.length <= 77 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(key)) return 'EMAIL';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'EVP';
  return null;
}
