// CPF and CNPJ: which fields hold one, the mask applied as the user types, and check digits.
import type { Credential } from '../../api/schemas/index.js';
import { CPF_DIGITS, digitsOf, formatDocument, isValidCnpj, isValidCpf } from '../../brazil/tax-number.js';

export { digitsOf, isValidCnpj, isValidCpf };

/** 'cpf-cnpj' fields take either; the mask follows the number of digits typed. */
export type TaxIdKind = 'cpf' | 'cnpj' | 'cpf-cnpj';

/** A field is a tax-id field when its name or label names the document ("cpf", "CNPJ", "CPF/CNPJ"). */
export function taxIdKindOf(field: Pick<Credential, 'name' | 'label'>): TaxIdKind | null {
  // camelCase names ("cpfCnpj") split into words first; a word is a run of letters.
  const words = `${field.name} ${field.label}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  const cpf = words.includes('cpf');
  const cnpj = words.includes('cnpj');
  if (cpf && cnpj) return 'cpf-cnpj';
  if (cpf) return 'cpf';
  if (cnpj) return 'cnpj';
  return null;
}

/** Whether a value is read as a CNPJ: a 'cpf-cnpj' field's is once it has more digits than a CPF. */
export const asCnpj = (value: string, kind: TaxIdKind): boolean => kind === 'cnpj' || (kind === 'cpf-cnpj' && digitsOf(value).length > CPF_DIGITS);

/** Formats what the user typed: `529.982.247-25`, `11.222.333/0001-81`; extra digits are dropped. */
export const formatTaxId = (value: string, kind: TaxIdKind): string => formatDocument(value, asCnpj(value, kind));

/** The mask a field's input applies as the user types, or null when it has none. */
export function maskFor(field: Pick<Credential, 'name' | 'label'>): ((value: string) => string) | null {
  const kind = taxIdKindOf(field);
  return kind === null ? null : (value) => formatTaxId(value, kind);
}

export const isValidTaxId = (value: string, kind: TaxIdKind): boolean => (asCnpj(value, kind) ? isValidCnpj(value) : isValidCpf(value));
