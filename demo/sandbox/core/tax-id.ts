// CPF (11 digits) and CNPJ (14 digits) check digits, each for its own kind: the widget's rule (src/flow/validation/tax-id.ts), which the sandbox may not import.

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

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
  const digits = [...value.replace(/\D/g, '')].map(Number);
  if (digits.length !== length) return false;
  // Repeated digits pass the arithmetic but are never issued.
  if (digits.every((d) => d === digits[0])) return false;
  return checkDigit(digits, length - 2, top) === digits[length - 2] && checkDigit(digits, length - 1, top) === digits[length - 1];
}

/** "529.982.247-25" or "52998224725". */
export const isValidCpf = (value: string): boolean => hasValidDigits(value, CPF_DIGITS, 11);

/** "11.222.333/0001-81" or "11222333000181". */
export const isValidCnpj = (value: string): boolean => hasValidDigits(value, CNPJ_DIGITS, 9);
