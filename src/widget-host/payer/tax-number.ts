// A payer's CPF or CNPJ as typed (punctuation allowed), read to its digits with both check digits checked.

export type TaxNumber = { kind: 'cpf' | 'cnpj'; digits: string };

/** The check digit of `digits` under `weights`, by the Receita Federal's modulo-11 rule. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function validCpf(digits: string): boolean {
  return checkDigit(digits, CPF_WEIGHTS.slice(1)) === Number(digits[9]) && checkDigit(digits, CPF_WEIGHTS) === Number(digits[10]);
}

function validCnpj(digits: string): boolean {
  return checkDigit(digits, CNPJ_WEIGHTS.slice(1)) === Number(digits[12]) && checkDigit(digits, CNPJ_WEIGHTS) === Number(digits[13]);
}

/**
 * The tax number `text` names, or null: 11 digits for a CPF, 14 for a CNPJ, with only the usual
 * punctuation (dots, dash, slash, spaces) between them. One digit repeated passes the arithmetic
 * but is no one's number, so it is refused too.
 */
export function readTaxNumber(text: string): TaxNumber | null {
  if (!/^[\d.\-/\s]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (/^(\d)\1*$/.test(digits)) return null;
  if (digits.length === 11) return validCpf(digits) ? { kind: 'cpf', digits } : null;
  if (digits.length === 14) return validCnpj(digits) ? { kind: 'cnpj', digits } : null;
  return null;
}
