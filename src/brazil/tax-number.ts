// Brazil's CPF and CNPJ: the mask they are written in and their check digits, for the widget's fields and the payer page alike.

export const CPF_DIGITS = 11;
export const CNPJ_DIGITS = 14;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

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

/** `529.982.247-25`, or as a CNPJ `11.222.333/0001-81`, from what was typed; extra digits are dropped. */
export const formatDocument = (value: string, cnpj: boolean): string => mask(digitsOf(value), cnpj ? '__.___.___/____-__' : '___.___.___-__');

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

/** An 11-digit CPF whose check digits hold; punctuation aside. */
export const isValidCpf = (value: string): boolean => hasValidDigits(value, CPF_DIGITS, 11);

/** A 14-digit CNPJ whose check digits hold; punctuation aside. */
export const isValidCnpj = (value: string): boolean => hasValidDigits(value, CNPJ_DIGITS, 9);
