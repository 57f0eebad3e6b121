// Checks one credential value against its descriptor: required, select options, CPF/CNPJ, pattern.
import type { Credential } from '../../api/schemas/index.js';
import { byName } from '../by-name.js';
import { asCnpj, digitsOf, formatTaxId, isValidTaxId, taxIdKindOf } from './tax-id.js';
import { FIELD_ERRORS } from './field-errors.js';
import { testSafely } from './safe-regex.js';

/**
 * The value sent for a field. A tax id is typed masked; a connector's pattern may want the mask
 * or the bare digits, so the first form its pattern accepts is sent (digits when it has none).
 */
export function submittedValue(field: Credential, value: string): string {
  const kind = taxIdKindOf(field);
  if (kind === null || value === '') return value;
  const digits = digitsOf(value);
  if (!field.validation) return digits;
  const candidates = [formatTaxId(value, kind), digits, value];
  return candidates.find((candidate) => testSafely(field.validation ?? '', candidate) === true) ?? digits;
}

/** The field's error (a FIELD_ERRORS key or the connector's message), or null when it is fine. */
export function validateField(field: Credential, raw: string | undefined): string | null {
  const value = raw ?? '';
  if (value.trim() === '') return field.optional ? null : FIELD_ERRORS.required;
  if (field.type === 'select' && field.options && !field.options.some((option) => option.value === value)) {
    return FIELD_ERRORS.notAnOption;
  }
  const kind = taxIdKindOf(field);
  if (kind !== null && !isValidTaxId(value, kind)) return asCnpj(value, kind) ? FIELD_ERRORS.invalidCnpj : FIELD_ERRORS.invalidCpf;
  if (field.validation) {
    const matches = testSafely(field.validation, submittedValue(field, value));
    if (matches === false) return field.validationMessage || FIELD_ERRORS.invalid;
  }
  return null;
}

/** Every field's error, by name; empty when the form can be sent. */
export function validateFields(fields: readonly Credential[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors = byName<string>();
  for (const field of fields) {
    const error = validateField(field, values[field.name]);
    if (error !== null) errors[field.name] = error;
  }
  return errors;
}
