// Checks submitted credentials against the connector's descriptors, as POST/PATCH /items do.
import type { Credential, ParameterError } from '../../../../src/api/schemas/index.js';
import { matchesPattern } from '../../core/linear-pattern.js';

/** Codes of a validation error: the interface shows 002 for length; the others are the sandbox's. */
export const PARAMETER_ERROR_CODES = { MISSING: '001', INVALID: '002', UNKNOWN: '003', NOT_AN_OPTION: '004' } as const;

export function validateParameters(
  descriptors: readonly Credential[],
  parameters: Record<string, string>,
  { includeMfa }: { includeMfa: boolean },
): ParameterError[] {
  const errors: ParameterError[] = [];
  const expected = descriptors.filter((d) => includeMfa || !d.mfa);
  for (const d of expected) {
    const value = parameters[d.name];
    if (value === undefined || value === '') {
      if (!d.optional) errors.push({ code: PARAMETER_ERROR_CODES.MISSING, message: `${d.label} is required`, parameter: d.name });
      continue;
    }
    if (d.type === 'select' && d.options && !d.options.some((o) => o.value === value)) {
      errors.push({ code: PARAMETER_ERROR_CODES.NOT_AN_OPTION, message: `${d.label}: choose one of the options`, parameter: d.name });
      continue;
    }
    // Never the engine's backtracking matcher: the value is the client's, and the pattern may be
    // catastrophic. A pattern the sandbox cannot run (null) must not reject the user.
    if (d.validation && matchesPattern(d.validation, value) === false) {
      errors.push({ code: PARAMETER_ERROR_CODES.INVALID, message: d.validationMessage ?? `${d.label} is invalid`, parameter: d.name });
    }
  }
  const known = new Set(descriptors.map((d) => d.name));
  for (const name of Object.keys(parameters)) {
    if (!known.has(name)) errors.push({ code: PARAMETER_ERROR_CODES.UNKNOWN, message: `Unknown parameter ${name}`, parameter: name });
  }
  return errors;
}

/** CPF or CNPJ check digits (open-finance connectors reject an invalid tax id with LOGIN_ERROR). */
export function isValidTaxId(raw: string): boolean {
  const digits = [...raw.replace(/\D/g, '')].map(Number);
  if (digits.length !== 11 && digits.length !== 14) return false;
  if (digits.every((d) => d === digits[0])) return false;
  // CPF weights count down from 10 and 11; CNPJ weights cycle 5..2, 9..2 and 6..2, 9..2.
  const weights = (count: number): number[] =>
    digits.length === 11
      ? Array.from({ length: count }, (_, i) => count + 1 - i)
      : Array.from({ length: count }, (_, i) => ((count - 1 - i) % 8) + 2);
  const checkDigit = (count: number): number => {
    const sum = weights(count).reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const base = digits.length - 2;
  return checkDigit(base) === digits[base] && checkDigit(base + 1) === digits[base + 1];
}
