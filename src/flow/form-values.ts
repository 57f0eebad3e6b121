// Form values: the fields a form shows, the host's CPF/CNPJ prefill, the secrets cleared after a login error, what is sent.
import type { Credential } from '../api/schemas/index.js';
import { byName } from './by-name.js';
import type { FlowOptions, Validation } from './types.js';

type Values = Readonly<Record<string, string>>;

/**
 * One field per credential name, the first descriptor of a name winning: values, errors and the
 * request body are keyed by name, so a later duplicate could only echo or overwrite the first.
 */
export function formFieldsOf(credentials: readonly Credential[] = []): Credential[] {
  const seen = new Set<string>();
  return credentials.filter((field) => !seen.has(field.name) && seen.add(field.name));
}

/** Fills empty CPF/CNPJ fields from openFinanceParameters, masked; typed values win. */
export function prefill(
  { formatTaxId, taxIdKindOf }: Validation,
  fields: readonly Credential[],
  values: Values,
  given: FlowOptions['openFinanceParameters'],
): Values {
  const next = byName(values);
  if (!given) return next;
  for (const field of fields) {
    const kind = taxIdKindOf(field);
    if (kind === null || next[field.name]) continue;
    const value = kind === 'cpf' ? given.cpf : kind === 'cnpj' ? given.cnpj : (given.cpf ?? given.cnpj);
    if (value) next[field.name] = formatTaxId(value, kind);
  }
  return next;
}

/** Passwords and one-time MFA answers: never worth keeping after they failed. */
export function withoutSecrets(fields: readonly Credential[], values: Values): Values {
  const next = byName(values);
  for (const field of fields) if (field.type === 'password' || field.mfa) delete next[field.name];
  return next;
}

/** The parameters sent for a form: empty optional fields are left out; any name, "__proto__" too, is sent as it is. */
export function parametersOf({ submittedValue }: Validation, fields: readonly Credential[], values: Values): Record<string, string> {
  const parameters = byName<string>();
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (value !== '') parameters[field.name] = submittedValue(field, value);
  }
  return parameters;
}
