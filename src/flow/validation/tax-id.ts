// CPF and CNPJ: which fields hold one, the mask applied as the user types, and check digits.
import type { Credential } from '../../api/schemas/index.js';

/** 'cpf-cnpj' fields take either; the mask follows the number of digits typed. */
export type TaxIdKind = 'cpf' | 'cnpj' | 'cpf-cnpj';

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

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

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Whether a value is read as a CNPJ: a 'cpf-cnpj' field's is once it has more digits than a CPF. */
export const asCnpj = (value: string, kind: TaxIdKind): boolean => kind === 'cnpj' || (kind === 'cpf-cnpj' && digitsOf(value).length > CPF_DIGITS);

/** Fills `pattern`'s "_" with digits, each separator once a digit follows it: "52998" → "529.98"; extra digits are dropped. */
function mask(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const c of pattern) {
    if (i === digits.length) break;
    out += c === '_' ? digits[i++] : c;
  }
  return out;
}

/** Formats what the user typed: `529.982.247-25`, `11.222.333/0001-81`; extra digits are dropped. */
export function formatTaxId(value: string, kind: TaxIdKind): string {
  return mask(digitsOf(value), asCnpj(value, kind) ? '__.___.___/____-__' : '___.___.___-__');
}

/** The mask a field's input applies as the user types, or null when it has none. */
export function maskFor(field: Pick<Credential, 'name' | 'label'>): ((value: string) => string) | null {
  const kind = taxIdKindOf(field);
  return kind === null ? null : (value) => formatTaxId(value, kind);
}

/**
 * The check digit over the first `count` digits: weighted from the last one with 2, 3… up to `top`,
 * then 2 again (a CPF's weights never wrap: they stop at 11; a CNPJ's wrap after 9).
 */
function checkDigit(digits: readonly number[], count: number, top: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += (digits[i] ?? 0) * (((count - 1 - i) % (top - 1)) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidDigits(value: string, length: number, top: number): boolean {
  const digits = [...digitsOf(value)].map(Number);
  if (digits.length !== length) return false;
  // Repeated digits pass the arithmetic but are not issued.
  if (digits.every((d) => d === digits[0])) return false;
  return checkDigit(digits, length - 2, top) === digits[length - 2] && checkDigit(digits, length - 1, top) === digits[length - 1];
}

export const isValidCpf = (value: string): boolean => hasValidDigits(value, CPF_DIGITS, 11);

export const isValidCnpj = (value: string): boolean => hasValidDigits(value, CNPJ_DIGITS, 9);

export const isValidTaxId = (value: string, kind: TaxIdKind): boolean => (asCnpj(value, kind) ? isValidCnpj(value) : isValidCpf(value));
