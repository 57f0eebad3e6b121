// The payer's CPF or CNPJ: the mask applied as it is typed and the check digits (the same rules as
// the widget's credential fields, kept here so the payer page carries none of the connection flow).

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Fills `pattern`'s "_" with digits, each separator once a digit follows it; extra digits are dropped. */
function mask(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const c of pattern) {
    if (i === digits.length) break;
    out += c === '_' ? digits[i++] : c;
  }
  return out;
}

/** `529.982.247-25` up to 11 digits, `11.222.333/0001-81` past them. */
export function formatTaxNumber(value: string): string {
  const digits = digitsOf(value);
  return mask(digits, digits.length > CPF_DIGITS ? '__.___.___/____-__' : '___.___.___-__');
}

/** Weighted from the last digit with 2, 3… up to `top`, then 2 again (a CPF's never wrap; a CNPJ's after 9). */
function checkDigit(digits: readonly number[], count: number, top: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += (digits[i] ?? 0) * (((count - 1 - i) % (top - 1)) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidDigits(digits: readonly number[], top: number): boolean {
  const length = digits.length;
  // Repeated digits pass the arithmetic but are not issued.
  if (digits.every((d) => d === digits[0])) return false;
  return checkDigit(digits, length - 2, top) === digits[length - 2] && checkDigit(digits, length - 1, top) === digits[length - 1];
}

/** A CPF (11 digits) or a CNPJ (14) whose check digits hold; punctuation aside. */
export function isValidTaxNumber(value: string): boolean {
  const digits = [...digitsOf(value)].map(Number);
  if (digits.length === CPF_DIGITS) return hasValidDigits(digits, 11);
  if (digits.length === CNPJ_DIGITS) return hasValidDigits(digits, 9);
  return false;
}
