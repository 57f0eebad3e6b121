// A 400's parameter errors as form errors: each on its field, the rest on the whole form.
import type { ApiError } from '../../api/errors.js';
import type { Credential } from '../../api/schemas/index.js';
import { byName } from '../by-name.js';
import type { FormErrors } from '../types.js';

export function formErrorsOf(error: ApiError, fields: readonly Credential[]): FormErrors {
  const known = new Set(fields.map((f) => f.name));
  const errors: FormErrors = { fields: byName() };
  for (const entry of error.parameterErrors) {
    if (entry.parameter !== undefined && known.has(entry.parameter)) errors.fields[entry.parameter] ??= entry.message;
    else errors.form ??= { code: entry.code, message: entry.message };
  }
  if (Object.keys(errors.fields).length === 0) errors.form ??= { code: 'VALIDATION' };
  return errors;
}
