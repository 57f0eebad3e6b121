// The payer's CPF or CNPJ as the payer page takes it: either one, told apart by how many digits were typed.
import { CNPJ_DIGITS, CPF_DIGITS, digitsOf, formatDocument, isValidCnpj, isValidCpf } from '../brazil/tax-number.js';

export { digitsOf };

/** `529.982.247-25` up to 11 digits, `11.222.333/0001-81` past them. */
export const formatTaxNumber = (value: string): string => formatDocument(value, digitsOf(value).length > CPF_DIGITS);

/** A CPF (11 digits) or a CNPJ (14) whose check digits hold; punctuation aside. */
export function isValidTaxNumber(value: string): boolean {
  const length = digitsOf(value).length;
  return length === CPF_DIGITS ? isValidCpf(value) : length === CNPJ_DIGITS && isValidCnpj(value);
}
